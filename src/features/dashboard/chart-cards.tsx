import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import {
  TimeSeriesChart,
  type SeriesPoint,
  type TimeSeriesChartProps,
} from '@/components/charts/time-series-chart';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDashboardRevenueTotalQuery, useDashboardUserTotalQuery } from '@/gql/hooks';
import { formatCompact, formatCount, formatFullVnd } from '@/lib/compact-number';
import { oldestFirst } from './labels';
import { QueryCard, type QueryState } from './query-card';

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

interface MonthlyPoint {
  date: string;
  count: number;
}

interface ChartSpec {
  title: string;
  testId: string;
  chart: Omit<TimeSeriesChartProps, 'data'>;
  /** The card's own query for the chosen months, and its points oldest first. */
  useSeries(months: Months): { query: QueryState; data: SeriesPoint[] };
}

/** Binds a chart card to its generated query hook (which takes `numberMonth`) and the field it charts. */
function chart<Q>(
  spec: Omit<ChartSpec, 'useSeries'>,
  useData: (
    vars: { numberMonth: Months },
    options: { placeholderData: typeof keepPreviousData },
  ) => UseQueryResult<Q>,
  points: (data: Q) => readonly MonthlyPoint[],
): ChartSpec {
  return {
    ...spec,
    useSeries(months) {
      // The previous months stay on screen while the next choice loads.
      const query = useData({ numberMonth: months }, { placeholderData: keepPreviousData });
      const data = oldestFirst(query.data === undefined ? [] : points(query.data)).map((p) => ({
        label: p.date,
        value: p.count,
      }));
      return { query, data };
    },
  };
}

const CHARTS = [
  chart(
    {
      title: 'Total No. Users',
      testId: 'users-chart',
      chart: {
        kind: 'line',
        label: 'Total No. Users per month',
        seriesName: 'New users',
        formatAxis: formatCompact,
        formatTooltip: formatCount,
      },
    },
    useDashboardUserTotalQuery,
    (data) => data.adminDashboardUserTotal,
  ),
  chart(
    {
      title: 'Total Revenue',
      testId: 'revenue-chart',
      chart: {
        kind: 'bar',
        label: 'Total Revenue per month (VND)',
        seriesName: 'Revenue',
        formatAxis: formatCompact,
        unit: 'VND',
        formatTooltip: formatFullVnd,
      },
    },
    useDashboardRevenueTotalQuery,
    (data) => data.adminDashboardRevenueTotal,
  ),
];

/** A monthly chart with its own month filter; `spec` is one of CHARTS, fixed for the card's life. */
function ChartCard({ spec }: { spec: ChartSpec }) {
  const [months, setMonths] = useState<Months>(DEFAULT_MONTHS);
  const { query, data } = spec.useSeries(months);
  return (
    <QueryCard
      title={spec.title}
      query={query}
      skeleton={chartSkeleton}
      testId={spec.testId}
      actions={<MonthFilter label={spec.title} value={months} onChange={setMonths} />}
    >
      <TimeSeriesChart {...spec.chart} data={data} />
    </QueryCard>
  );
}

/** Total No. Users and Total Revenue per month (SPEC §2.4), side by side on a wide screen. */
export function ChartCards() {
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      {CHARTS.map((spec) => (
        <ChartCard key={spec.testId} spec={spec} />
      ))}
    </div>
  );
}
