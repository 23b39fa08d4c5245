import { PageHeader } from '@/components/layout/page-header';
import { ListingByStatusCard, RevenueByTypeCard, UserByLocationCard } from './breakdown-cards';
import { ChartCards } from './chart-cards';
import { KpiCards } from './kpi-cards';
import { StatCards } from './stat-cards';

/**
 * Every card mounts in the same commit, so their ten queries leave in the same tick and the client
 * batches them into two requests of five (SPEC §7).
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
