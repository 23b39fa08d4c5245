import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowDown, ArrowUp } from 'lucide-react';
import {
  useDashboardActiveListingAndActiveUserQuery,
  useDashboardRevenuePerUserActiveQuery,
  useDashboardRevenuePerUserQuery,
  useDashboardUserGrowthRateQuery,
} from '@/gql/hooks';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatChange, formatCompact, trendOf } from '@/lib/compact-number';
import { QueryCard, type QueryState } from './query-card';

interface ValueChange {
  value: number;
  change: number;
}

/**
 * As tall as the loaded figure (a text-2xl line, gap-1, a text-sm line), so the cards below do not move
 * when it arrives; index.html paints the same skeleton before the app starts.
 */
const kpiSkeleton = (
  <div className="flex flex-col gap-1">
    <Skeleton className="h-8 w-32" />
    <Skeleton className="h-5 w-24" />
  </div>
);

/** `spec` is one of KPIS, fixed for the card's life, so its query hook is the same on every render. */
function Kpi({ spec }: { spec: KpiSpec }) {
  const { title, unit } = spec;
  const { query, figure } = spec.useFigure();
  const trend = figure ? trendOf(figure.change) : 'down';
  const Arrow = trend === 'up' ? ArrowUp : ArrowDown;
  return (
    <QueryCard title={title} query={query} skeleton={kpiSkeleton} testId="kpi-card">
      {figure ? (
        <div className="flex flex-col gap-1">
          <p className="text-2xl font-semibold tabular-nums">
            {formatCompact(figure.value)}{' '}
            <span className="text-sm font-normal text-muted-foreground">{unit}</span>
          </p>
          <p className="flex items-center gap-1 text-sm">
            <span
              data-trend={trend}
              className={cn(
                'inline-flex items-center gap-0.5 font-medium',
                trend === 'up' ? 'text-success' : 'text-destructive',
              )}
            >
              <Arrow aria-label={trend === 'up' ? 'Up' : 'Down'} className="size-4" />
              {formatChange(figure.change)}
            </span>
            <span className="text-muted-foreground">(last week)</span>
          </p>
        </div>
      ) : null}
    </QueryCard>
  );
}

interface KpiSpec {
  title: string;
  unit: string;
  /** The card's own query, so each card fails on its own, and its figure once loaded. */
  useFigure(): { query: QueryState; figure: ValueChange | undefined };
}

/** Binds a card to its generated query hook and the field that holds its figure. */
function kpi<Q>(
  title: string,
  unit: string,
  useData: () => UseQueryResult<Q>,
  pick: (data: Q) => ValueChange,
): KpiSpec {
  return {
    title,
    unit,
    useFigure() {
      const query = useData();
      return { query, figure: query.data === undefined ? undefined : pick(query.data) };
    },
  };
}

const KPIS = [
  kpi('Revenue per User', 'VND/user', useDashboardRevenuePerUserQuery, (d) => d.adminDashboardRevenuePerUser),
  kpi(
    'Revenue per Active User',
    'VND/user',
    useDashboardRevenuePerUserActiveQuery,
    (d) => d.adminDashboardRevenuePerUserActive,
  ),
  kpi(
    'User Growth Rate',
    'users/week',
    useDashboardUserGrowthRateQuery,
    (d) => d.adminDashboardUserGrowthRate,
  ),
  kpi(
    'Active Listings per Active Users',
    'Listings/user',
    useDashboardActiveListingAndActiveUserQuery,
    (d) => d.adminDashboardActiveListingAndActiveUser,
  ),
];

/** SPEC §2.4: the four KPI cards. */
export function KpiCards() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {KPIS.map((spec) => (
        <Kpi key={spec.title} spec={spec} />
      ))}
    </div>
  );
}
