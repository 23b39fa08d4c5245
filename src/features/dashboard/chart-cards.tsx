import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import type { SeriesPoint, TimeSeriesChartProps } from '@/components/charts/time-series-chart';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDashboardRevenueTotalQuery, useDashboardUserTotalQuery } from '@/gql/hooks';
import { formatCompact, formatCount, formatFullVnd } from '@/lib/compact-number';
import { DEFAULT_MONTHS, oldestFirst, type Months } from './labels';
import { QueryCard, type QueryState } from './query-card';

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

// visx is most of the dashboard's script: it comes in a chunk of its own, asked for as soon as this module
// runs, so the route's chunk is smaller and the figures do not wait for it (docs/bundle.md).
const chartModule = import('@/components/charts/time-series-chart');
const TimeSeriesChart = lazy(async () => ({ default: (await chartModule).TimeSeriesChart }));

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
  // The charts mount in a render of their own after the one that paints the dashboard's figures, and one
  // React can interrupt, so drawing them neither delays those figures nor blocks the page for long.
  const drawn = useDeferredValue(!query.isPending, false);
  return (
    <QueryCard
      title={spec.title}
      query={query}
      skeleton={chartSkeleton}
      testId={spec.testId}
      actions={<MonthFilter label={spec.title} value={months} onChange={setMonths} />}
    >
      {drawn ? (
        <Suspense fallback={chartSkeleton}>
          <TimeSeriesChart {...spec.chart} data={data} />
        </Suspense>
      ) : (
        chartSkeleton
      )}
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
