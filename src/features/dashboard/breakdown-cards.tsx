import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import {
  useDashboardListingByStatusQuery,
  useDashboardTotalRevenueQuery,
  useDashboardUserByLocationQuery,
} from '@/gql/hooks';
import { formatCompact, formatCompactVnd, formatCount, formatFullVnd } from '@/lib/compact-number';
import {
  LOCATION_HEADER,
  NO_LOCATION,
  listingsByTag,
  isGiveAway,
  orderLocations,
  revenueTotal,
  revenueTypeLabel,
} from './labels';
import { QueryCard } from './query-card';
import { unitLabel } from '@/components/address/unit-label';

const listSkeleton = (
  <div className="flex flex-col gap-2">
    {Array.from({ length: 6 }, (_, i) => (
      <Skeleton key={i} className="h-5 w-full" />
    ))}
  </div>
);

function Rows({
  label,
  rows,
  total,
}: {
  label: string;
  rows: { key: string; name: ReactNode; value: ReactNode; title?: string; muted?: boolean }[];
  total?: { name: string; value: ReactNode; title?: string };
}) {
  return (
    <table className="w-full text-sm" aria-label={label}>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className={r.muted ? 'text-muted-foreground' : undefined}>
            <td className="py-1 pr-2">{r.name}</td>
            <td className="py-1 text-right tabular-nums" title={r.title}>
              {r.value}
            </td>
          </tr>
        ))}
      </tbody>
      {total ? (
        <tfoot>
          <tr className="border-t font-semibold">
            <th scope="row" className="py-1.5 pr-2 text-left">
              {total.name}
            </th>
            <td className="py-1.5 text-right tabular-nums" title={total.title}>
              {total.value}
            </td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}

export function ListingByStatusCard() {
  const query = useDashboardListingByStatusQuery();
  const rows = query.data?.adminDashboardListingByStatus ?? [];
  const total = rows.reduce((sum, r) => sum + r.count, 0);
  return (
    <QueryCard title="Listings by status" query={query} skeleton={listSkeleton} testId="listing-status-card">
      <Rows
        label="Listings by status"
        rows={listingsByTag(rows).map((r) => ({
          key: r.tag,
          name: r.tag,
          value: formatCount(r.count),
        }))}
        total={{ name: 'Total', value: formatCount(total) }}
      />
    </QueryCard>
  );
}

export function RevenueByTypeCard() {
  const query = useDashboardTotalRevenueQuery();
  const rows = query.data?.adminDashboardTotalRevenue ?? [];
  const total = revenueTotal(rows);
  return (
    <QueryCard title="Revenue by type" query={query} skeleton={listSkeleton} testId="revenue-type-card">
      <Rows
        label="Revenue by type"
        rows={rows.map((r) => ({
          key: r.type,
          name: isGiveAway(r.type) ? `${revenueTypeLabel(r.type)} (not in total)` : revenueTypeLabel(r.type),
          value: formatCompactVnd(r.count),
          title: formatFullVnd(r.count),
          muted: isGiveAway(r.type),
        }))}
        total={{ name: 'Total', value: formatCompactVnd(total), title: formatFullVnd(total) }}
      />
    </QueryCard>
  );
}

export function UserByLocationCard() {
  const query = useDashboardUserByLocationQuery();
  const rows = orderLocations(query.data?.adminDashboardUserByLocation ?? []);
  return (
    <QueryCard title="Users by location" query={query} skeleton={listSkeleton} testId="location-card">
      {/* A scrolling box must take keyboard focus, or keyboard users cannot reach the rows below the fold. */}
      <div
        role="region"
        aria-label="Users by location, scrollable"
        tabIndex={0}
        className="max-h-96 overflow-y-auto rounded-sm"
      >
        <table className="w-full text-sm" aria-label="Users by location">
          <thead className="sticky top-0 bg-card">
            <tr className="border-b">
              <th scope="col" className="py-1.5 text-left font-semibold">
                {LOCATION_HEADER}
              </th>
              <th scope="col" className="py-1.5 text-right font-semibold">
                Users
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.cityid ?? 'none'}>
                <td className="py-1 pr-2">
                  {r.cityid == null || r.province == null ? NO_LOCATION : unitLabel(r.province, !r.isFormer)}
                </td>
                <td className="py-1 text-right tabular-nums" title={formatCount(r.count)}>
                  {formatCompact(r.count)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </QueryCard>
  );
}
