import { Link } from '@tanstack/react-router';
import { column, dateCell, figureColumn } from '@/components/data-table/columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { readFragment, type FragmentType } from '@/gql';
import { AuditLogRowFragmentDoc, type AuditLogRowFragment } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format';
import { RecordLink } from './record-link';

/** Unmasks one row of the list, once per row. */
export const readAuditLogRow = (ref: FragmentType<typeof AuditLogRowFragmentDoc>) =>
  readFragment(AuditLogRowFragmentDoc, ref);

/** Who wrote a row: the admin's name (or email), 'System' for jobs and the seed. */
export const actorName = (actor: { fullName?: string | null; email: string } | null | undefined) =>
  actor ? actor.fullName || actor.email : 'System';

/**
 * The audit log's columns: when, who, what (in words, the stored key beneath), which record (linking
 * to its page where it has one), from where, and the entry's own page with its before and after.
 */
export function auditLogColumns(): DataTableColumn<AuditLogRowFragment>[] {
  return [
    column(
      'createdAt',
      'Time',
      (r) => (
        <Link
          to="/audit-log/view/$id"
          params={{ id: r.id }}
          className="whitespace-nowrap tabular-nums text-primary hover:underline"
          aria-label={`${r.actionText}, ${formatDateTime(r.createdAt)}: details`}
        >
          {formatDateTime(r.createdAt)}
        </Link>
      ),
      (r) => dateCell(r.createdAt),
    ),
    column(
      'actor',
      'Actor',
      (r) => actorName(r.actor),
      (r) => actorName(r.actor),
    ),
    column(
      'action',
      'Action',
      (r) => (
        <div className="flex flex-col">
          <span>{r.actionText}</span>
          <span className="font-mono text-xs text-muted-foreground">{r.action}</span>
        </div>
      ),
      (r) => r.action,
    ),
    column(
      'entityType',
      'Entity type',
      (r) => <span className="font-mono text-xs">{r.entityType}</span>,
      (r) => r.entityType,
    ),
    column(
      'entityId',
      'Entity id',
      (r) => (
        <RecordLink
          entityType={r.entityType}
          entityId={r.entityId}
          label={r.entityId ? `Open ${r.entityType} ${r.entityId}` : undefined}
        />
      ),
      (r) => r.entityId ?? '',
    ),
    figureColumn(
      'ip',
      'Address',
      (r) => r.ip ?? '-',
      (r) => r.ip ?? '',
    ),
  ];
}
