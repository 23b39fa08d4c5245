import { figureColumn } from '@/components/data-table/columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { pagedCard } from '@/components/data-table/paged-card';
import { readFragment, type FragmentType } from '@/gql';
import { MemberAuditRowFragmentDoc, type MemberAuditRowFragment } from '@/gql/graphql';
import { adminGetUserAuditLogsQueryOptions } from '@/gql/hooks';
import { formatDateTime } from '@/lib/format';
import { describeAuditChange } from './audit-change';
import { describeAuditDetails } from './audit-details';

const readRow = (ref: FragmentType<typeof MemberAuditRowFragmentDoc>) => {
  const row = readFragment(MemberAuditRowFragmentDoc, ref);
  // The snapshots are read once per row, not once per cell.
  return { ...row, change: describeAuditChange(row.before, row.after) };
};
type AuditRow = MemberAuditRowFragment & { change: ReturnType<typeof describeAuditChange> };

// Dates never break mid-word; a narrow card scrolls the table instead.
const auditColumns: DataTableColumn<AuditRow>[] = [
  figureColumn('createdAt', 'Date', (r) => formatDateTime(r.createdAt)),
  {
    id: 'admin',
    header: 'Admin',
    cell: ({ row }) => row.original.admin?.fullName || row.original.admin?.email || 'Deleted admin',
  },
  // The action in the server's words ('Member deactivated'), not its key (`user.deactivate`).
  // Not the id `action`: that one is the row actions column, which the table keeps in view on the right.
  { id: 'what', header: 'Action', cell: ({ row }) => row.original.actionText },
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

/** Admin decisions about this member (transfers, edits, deactivation), newest first. */
export const auditLogCard = pagedCard({
  title: 'Audit log',
  emptyText: 'No admin decisions recorded for this member',
  query: adminGetUserAuditLogsQueryOptions,
  page: (data) => data.adminGetUserAuditLogs,
  row: readRow,
  columns: auditColumns,
});
