import { useQuery } from '@tanstack/react-query';
import { useDashboardUserStatusActiveQuery } from '@/gql/hooks';
import { formatCompact, formatCount } from '@/lib/compact-number';
import { readAppHitCounter } from '@/lib/firebase-counter';
import { QueryCard } from './query-card';

export const COUNTER_NOT_CONFIGURED = 'The app-hit counter is not configured.';
export const COUNTER_EMPTY = 'The app-hit counter has no value yet.';

function Figure({ value }: { value: number }) {
  return (
    <p className="text-2xl font-semibold tabular-nums" title={formatCount(value)}>
      {formatCompact(value)}
    </p>
  );
}

function AppUsersCard() {
  // Not a GraphQL call: a Firebase read, loaded (with its SDK) only when the dashboard opens.
  const counter = useQuery({
    queryKey: ['firebase', 'app-hit-counter'],
    queryFn: readAppHitCounter,
    retry: false,
  });
  const result = counter.data;
  return (
    <QueryCard title="Users Using App" query={counter} testId="stat-card">
      {result?.status === 'ok' ? (
        <Figure value={result.value} />
      ) : (
        <p className="text-sm text-muted-foreground" data-counter={result?.status}>
          {result?.status === 'empty' ? COUNTER_EMPTY : COUNTER_NOT_CONFIGURED}
        </p>
      )}
    </QueryCard>
  );
}

/** Total No. Users, Active, Unverified, Users Using App and Listing Views (SPEC §2.4). */
export function StatCards() {
  const status = useDashboardUserStatusActiveQuery();
  const s = status.data?.adminDashboardUserStatusActive;
  const cards: [string, number | undefined][] = [
    ['Total No. Users', s?.total],
    ['Active', s?.active],
    ['Unverified', s?.unverified],
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {cards.map(([title, value]) => (
        <QueryCard key={title} title={title} query={status} testId="stat-card">
          {value === undefined ? null : <Figure value={value} />}
        </QueryCard>
      ))}
      <AppUsersCard />
      <QueryCard title="Listing Views" query={status} testId="stat-card">
        {s ? <Figure value={s.totalViewPost} /> : null}
      </QueryCard>
    </div>
  );
}
