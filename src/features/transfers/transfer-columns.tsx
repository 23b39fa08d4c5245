import { Link } from '@tanstack/react-router';
import { ordinal, type DataTableColumn } from '@/components/data-table/data-table';
import { Badge } from '@/components/ui/badge';
import { Tooltip } from '@/components/ui/tooltip';
import { readFragment, type FragmentType } from '@/gql';
import { TransferRowFragmentDoc, type TransferRowFragment } from '@/gql/graphql';
import { displayName, formatDate, formatTransferAmount, truncate } from '@/lib/format';
import { TransferActions } from './transfer-actions';
import type { DecideTransfer } from './transfer-decision';

/** Unmasks one row of the list, once per row. */
export const readTransferRow = (ref: FragmentType<typeof TransferRowFragmentDoc>) =>
  readFragment(TransferRowFragmentDoc, ref);

/** SPEC §2.11 and §4: rows link to the requester; status raw, green when confirm, blue otherwise. */
export function transferColumns(
  page: number,
  decide: DecideTransfer,
): DataTableColumn<TransferRowFragment>[] {
  return [
    { id: 'index', header: 'No.', cell: ({ row }) => ordinal(page, row.index) },
    {
      id: 'user',
      header: 'User',
      cell: ({ row }) => (
        <Link
          to="/users/view/$id"
          params={{ id: row.original.userId }}
          className="text-primary hover:underline"
        >
          {displayName(row.original.users)}
        </Link>
      ),
    },
    {
      id: 'amount',
      header: 'Amount',
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">{formatTransferAmount(row.original.amount)}</span>
      ),
    },
    { id: 'bankName', header: 'Bank name', cell: ({ row }) => truncate(row.original.bankName, 50) || '-' },
    { id: 'createdAt', header: 'Created date', cell: ({ row }) => formatDate(row.original.createdAt) },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => {
        const { status, moneyTransferReason: reason } = row.original;
        return (
          <div className="flex flex-col items-start gap-1">
            <Badge variant={status === 'confirm' ? 'success' : 'info'}>{status}</Badge>
            {reason ? (
              <Tooltip content={reason} className="max-w-56 text-xs text-muted-foreground">
                {truncate(reason, 40)}
              </Tooltip>
            ) : null}
          </div>
        );
      },
    },
    {
      id: 'action',
      header: 'Action',
      cell: ({ row }) => (
        <TransferActions row={row.original} requester={displayName(row.original.users)} decide={decide} />
      ),
    },
  ];
}
