import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { TimeSeriesChart } from '@/components/charts/time-series-chart';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDashboardRevenueTotalQuery, useDashboardUserTotalQuery } from '@/gql/hooks';
import { formatCompact, formatCount, formatFullVnd } from '@/lib/compact-number';
import { oldestFirst } from './labels';
import { QueryCard } from './query-card';

/** null = All. */
type Months = number | null;
const DEFAULT_MONTHS: Months = 12;
/** SPEC §9 month filters (plus All); kept here so zod stays out of this chunk. */
const MONTH_OPTIONS = [1, 3, 6, 12] as const;

function MonthFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: Months;
  onChange(m: Months): void;
}) {
  const options: { value: Months; text: string }[] = [
    ...MONTH_OPTIONS.map((m) => ({ value: m, text: String(m) })),
    { value: null, text: 'All' },
  ];
  return (
    <div role="group" aria-label={`${label} months`} className="flex gap-1">
      {options.map((o) => (
        <Button
          key={o.text}
          size="sm"
          variant={o.value === value ? 'default' : 'outline'}
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
        >
          {o.text}
        </Button>
      ))}
    </div>
  );
}

const chartSkeleton = <Skeleton className="h-[280px] w-full" />;

export function UsersChartCard() {
  const [months, setMonths] = useState<Months>(DEFAULT_MONTHS);
  const query = useDashboardUserTotalQuery({ numberMonth: months }, { placeholderData: keepPreviousData });
  const data = oldestFirst(query.data?.adminDashboardUserTotal ?? []).map((p) => ({
    label: p.date,
    value: p.count,
  }));
  return (
    <QueryCard
      title="Total No. Users"
      query={query}
      skeleton={chartSkeleton}
      testId="users-chart"
      actions={<MonthFilter label="Total No. Users" value={months} onChange={setMonths} />}
    >
      <TimeSeriesChart
        kind="line"
        data={data}
        label="Total No. Users per month"
        seriesName="New users"
        formatAxis={formatCompact}
        formatTooltip={formatCount}
      />
    </QueryCard>
  );
}

export function RevenueChartCard() {
  const [months, setMonths] = useState<Months>(DEFAULT_MONTHS);
  const query = useDashboardRevenueTotalQuery({ numberMonth: months }, { placeholderData: keepPreviousData });
  const data = oldestFirst(query.data?.adminDashboardRevenueTotal ?? []).map((p) => ({
    label: p.date,
    value: p.count,
  }));
  return (
    <QueryCard
      title="Total Revenue"
      query={query}
      skeleton={chartSkeleton}
      testId="revenue-chart"
      actions={<MonthFilter label="Total Revenue" value={months} onChange={setMonths} />}
    >
      <TimeSeriesChart
        kind="bar"
        data={data}
        label="Total Revenue per month (VND)"
        seriesName="Revenue"
        formatAxis={formatCompact}
        unit="VND"
        formatTooltip={formatFullVnd}
      />
    </QueryCard>
  );
}
