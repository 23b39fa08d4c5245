import { ArrowDown, ArrowUp } from 'lucide-react';
import {
  useDashboardActiveListingAndActiveUserQuery,
  useDashboardRevenuePerUserActiveQuery,
  useDashboardRevenuePerUserQuery,
  useDashboardUserGrowthRateQuery,
} from '@/gql/hooks';
import { cn } from '@/lib/cn';
import { formatChange, formatCompact, trendOf } from '@/lib/compact-number';
import { QueryCard } from './query-card';

interface ValueChange {
  value: number;
  change: number;
}

function Kpi({
  title,
  unit,
  query,
  figure,
}: {
  title: string;
  unit: string;
  query: { isPending: boolean; error: Error | null; refetch(): unknown };
  figure: ValueChange | undefined;
}) {
  const trend = figure ? trendOf(figure.change) : 'down';
  const Arrow = trend === 'up' ? ArrowUp : ArrowDown;
  return (
    <QueryCard title={title} query={query} testId="kpi-card">
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

/** SPEC §2.4: the four KPI cards, each with its own query so each fails on its own. */
export function KpiCards() {
  const revenuePerUser = useDashboardRevenuePerUserQuery();
  const revenuePerActive = useDashboardRevenuePerUserActiveQuery();
  const growth = useDashboardUserGrowthRateQuery();
  const listings = useDashboardActiveListingAndActiveUserQuery();
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Kpi
        title="Revenue per User"
        unit="VND/user"
        query={revenuePerUser}
        figure={revenuePerUser.data?.adminDashboardRevenuePerUser}
      />
      <Kpi
        title="Revenue per Active User"
        unit="VND/user"
        query={revenuePerActive}
        figure={revenuePerActive.data?.adminDashboardRevenuePerUserActive}
      />
      <Kpi
        title="User Growth Rate"
        unit="users/week"
        query={growth}
        figure={growth.data?.adminDashboardUserGrowthRate}
      />
      <Kpi
        title="Active Listings per Active Users"
        unit="Listings/user"
        query={listings}
        figure={listings.data?.adminDashboardActiveListingAndActiveUser}
      />
    </div>
  );
}
