import { Link } from '@tanstack/react-router';
import { ordinal, type DataTableColumn } from '@/components/data-table/data-table';
import { Badge } from '@/components/ui/badge';
import { Tooltip } from '@/components/ui/tooltip';
import type { AdminListUserTransferRequestQuery } from '@/gql/graphql';
import { displayName, formatDate, formatTransferAmount, truncate } from '@/lib/format';
import { TransferActions } from './transfer-actions';

export type TransferRow = AdminListUserTransferRequestQuery['adminListUserTransferRequest']['items'][number];

/** SPEC §2.11 and §4: rows link to the requester; status raw, green when confirm, blue otherwise. */
export function transferColumns(page: number): DataTableColumn<TransferRow>[] {
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
      cell: ({ row }) => <span className="tabular-nums">{formatTransferAmount(row.original.amount)}</span>,
    },
    { id: 'bankName', header: 'Bank name', cell: ({ row }) => row.original.bankName || '-' },
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
      cell: ({ row }) => <TransferActions row={row.original} requester={displayName(row.original.users)} />,
    },
  ];
}
