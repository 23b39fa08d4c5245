import { ordinal, type DataTableColumn } from '@/components/data-table/data-table';
import { readFragment, type FragmentType } from '@/gql';
import { MemberAuditRowFragmentDoc, type MemberAuditRowFragment } from '@/gql/graphql';
import { adminGetUserAuditLogsQueryOptions } from '@/gql/hooks';
import { formatDateTime } from '@/lib/format';
import { describeAuditChange } from './audit-change';
import { describeAuditDetails } from './audit-details';
import { PagedCard } from './paged-card';

const readRow = (ref: FragmentType<typeof MemberAuditRowFragmentDoc>) => {
  const row = readFragment(MemberAuditRowFragmentDoc, ref);
  // The snapshots are read once per row, not once per cell.
  return { ...row, change: describeAuditChange(row.before, row.after) };
};
type AuditRow = MemberAuditRowFragment & { change: ReturnType<typeof describeAuditChange> };

// Dates and action codes never break mid-word; a narrow card scrolls the table instead.
const nowrap = 'whitespace-nowrap tabular-nums';

function auditColumns(page: number): DataTableColumn<AuditRow>[] {
  return [
    { id: 'index', header: 'No.', cell: ({ row }) => ordinal(page, row.index) },
    {
      id: 'createdAt',
      header: 'Date',
      cell: ({ row }) => <span className={nowrap}>{formatDateTime(row.original.createdAt)}</span>,
    },
    {
      id: 'admin',
      header: 'Admin',
      cell: ({ row }) => row.original.admin?.fullName || row.original.admin?.email || 'Deleted admin',
    },
    {
      id: 'action',
      header: 'Action',
      cell: ({ row }) => <span className={nowrap}>{row.original.action}</span>,
    },
    { id: 'status', header: 'Status', cell: ({ row }) => row.original.change.status },
    {
      id: 'details',
      header: 'Details',
      cell: ({ row }) => describeAuditDetails(row.original.action, row.original.before, row.original.after),
    },
    {
      id: 'balance',
      header: 'Balance',
      cell: ({ row }) => <span className="tabular-nums">{row.original.change.balance}</span>,
    },
  ];
}

/** Admin decisions about this member (transfers, edits, deactivation), newest first. */
export function AuditLogTable({ userId }: { userId: string }) {
  return (
    <PagedCard
      title="Audit log"
      emptyText="No admin decisions recorded for this member"
      userId={userId}
      query={adminGetUserAuditLogsQueryOptions}
      page={(data) => data.adminGetUserAuditLogs}
      row={readRow}
      columns={auditColumns}
    />
  );
}
