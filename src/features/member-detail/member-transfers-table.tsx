import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ordinal, PAGE_SIZE, type DataTableColumn } from '@/components/data-table/data-table';
import { Badge } from '@/components/ui/badge';
import type { AdminGetMemberTransfersQuery } from '@/gql/graphql';
import { useAdminGetMemberTransfersQuery } from '@/gql/hooks';
import { formatDate, formatTransferAmount } from '@/lib/format';
import { PagedCard } from './paged-card';

type TransferRow = AdminGetMemberTransfersQuery['adminListUserTransferRequest']['items'][number];

function transferColumns(page: number): DataTableColumn<TransferRow>[] {
  return [
    { id: 'index', header: 'No.', cell: ({ row }) => ordinal(page, row.index) },
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
}

/** The member's bank-transfer top-up requests, every status; decisions are made on Transfer Request. */
export function MemberTransfersTable({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const query = useAdminGetMemberTransfersQuery(
    { userId, skip: page, take: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const columns = useMemo(() => transferColumns(page), [page]);
  return (
    <PagedCard
      title="Transfer requests"
      emptyText="This member has no transfer requests"
      columns={columns}
      result={query.data?.adminListUserTransferRequest}
      page={page}
      onPageChange={setPage}
      isLoading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}
