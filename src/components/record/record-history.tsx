import { Link } from '@tanstack/react-router';
import { column } from '@/components/data-table/columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { PagedCard, pagedCard } from '@/components/data-table/paged-card';
import { useCan } from '@/components/layout/permissions';
import { readFragment, type FragmentType } from '@/gql';
import { RecordHistoryRowFragmentDoc, type RecordHistoryRowFragment } from '@/gql/graphql';
import { recordHistoryQueryOptions } from '@/gql/hooks';
import { formatDateTime } from '@/lib/format';

const readRow = (ref: FragmentType<typeof RecordHistoryRowFragmentDoc>) =>
  readFragment(RecordHistoryRowFragmentDoc, ref);

/** Who wrote a row: the admin's name (or email), 'System' for jobs and the seed (as the Audit log says). */
const actorName = (actor: RecordHistoryRowFragment['actor']) =>
  actor ? actor.fullName || actor.email : 'System';

const historyColumns: DataTableColumn<RecordHistoryRowFragment>[] = [
  // The time opens the audit entry, which shows the before and after side by side. The link's name says
  // what it opens, so a screen reader's list of links is not a column of bare dates.
  column('createdAt', 'Time', (r) => (
    <Link
      to="/audit-log/view/$id"
      params={{ id: r.id }}
      className="whitespace-nowrap tabular-nums text-primary hover:underline"
      aria-label={`${r.actionText}, ${formatDateTime(r.createdAt)}: before and after`}
    >
      {formatDateTime(r.createdAt)}
    </Link>
  )),
  column('actor', 'Actor', (r) => actorName(r.actor)),
  // Not the id `action`: that one is the row actions column, which the table keeps in view on the right.
  column('what', 'Action', (r) => r.actionText),
];

const historyCard = pagedCard({
  title: 'History',
  emptyText: 'No history yet',
  query: recordHistoryQueryOptions,
  page: (data) => data.adminListAuditLogs,
  row: readRow,
  columns: historyColumns,
});

/**
 * A record's History: every audit row written about it (entity type and id as the server's audit helper
 * writes them, e.g. `garage` and the garage's id), newest first, a page at a time, each linking to its
 * audit entry. Shown only to an admin whose role holds `audit.read`: for anyone else it renders nothing
 * and asks nothing, so the server never refuses it (no 403 page). Every successful write makes it stale
 * (src/lib/query-client.ts), since every write is an audit row.
 */
export function RecordHistory(props: { entityType: string; entityId: string; className?: string }) {
  const mayRead = useCan('audit.read');
  if (!mayRead) return null;
  return (
    <PagedCard
      spec={historyCard}
      vars={{ entityType: props.entityType, entityId: props.entityId }}
      className={props.className ?? 'mt-6'}
    />
  );
}
