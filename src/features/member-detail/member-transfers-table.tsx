import type { DataTableColumn } from '@/components/data-table/data-table';
import { pagedCard } from '@/components/data-table/paged-card';
import { Badge } from '@/components/ui/badge';
import { readFragment, type FragmentType } from '@/gql';
import { MemberTransferRowFragmentDoc, type MemberTransferRowFragment } from '@/gql/graphql';
import { adminGetMemberTransfersQueryOptions } from '@/gql/hooks';
import { formatDate, formatTransferAmount } from '@/lib/format';

const readRow = (ref: FragmentType<typeof MemberTransferRowFragmentDoc>) =>
  readFragment(MemberTransferRowFragmentDoc, ref);

const transferColumns: DataTableColumn<MemberTransferRowFragment>[] = [
  {
    id: 'amount',
    header: 'Amount',
    cell: ({ row }) => <span className="tabular-nums">{formatTransferAmount(row.original.amount)}</span>,
  },
  { id: 'bankName', header: 'Bank name', cell: ({ row }) => row.original.bankName || '-' },
  { id: 'createdAt', header: 'Created date', cell: ({ row }) => formatDate(row.original.createdAt) },
  {
    id: 'status',
    header: 'Status',
    // SPEC §4: the status raw, green when confirm, blue otherwise.
    cell: ({ row }) => (
      <Badge variant={row.original.status === 'confirm' ? 'success' : 'info'}>{row.original.status}</Badge>
    ),
  },
  { id: 'reason', header: 'Reason', cell: ({ row }) => row.original.moneyTransferReason || '-' },
];

/** The member's bank-transfer top-up requests, every status; decisions are made on Transfer Request. */
export const memberTransfersCard = pagedCard({
  title: 'Transfer requests',
  emptyText: 'This member has no transfer requests',
  query: adminGetMemberTransfersQueryOptions,
  page: (data) => data.adminListUserTransferRequest,
  row: readRow,
  columns: transferColumns,
});
