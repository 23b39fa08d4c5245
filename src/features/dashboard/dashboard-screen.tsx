import { PageHeader } from '@/components/layout/page-header';
import { ListingByStatusCard, RevenueByTypeCard, UserByLocationCard } from './breakdown-cards';
import { ChartCards } from './chart-cards';
import { KpiCards } from './kpi-cards';
import { StatCards } from './stat-cards';

/**
 * The route's loader has already asked for the cards' ten queries in one tick (prefetch.ts); every card
 * mounts in the same commit and finds its query under way or answered.
 */
export function DashboardScreen() {
  return (
    <section className="flex flex-col gap-4">
      <PageHeader title="Dashboard" className="mb-0" />
      <KpiCards />
      <StatCards />
      <ChartCards />
      <div className="grid gap-4 lg:grid-cols-3">
        <ListingByStatusCard />
        <RevenueByTypeCard />
        <UserByLocationCard />
      </div>
    </section>
  );
}
