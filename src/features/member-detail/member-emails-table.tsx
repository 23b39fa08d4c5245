import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ordinal, PAGE_SIZE, type DataTableColumn } from '@/components/data-table/data-table';
import { Badge } from '@/components/ui/badge';
import type { AdminGetUserEmailsQuery, MailStatus } from '@/gql/graphql';
import { useAdminGetUserEmailsQuery } from '@/gql/hooks';
import { formatDateTime } from '@/lib/format';
import { PagedCard } from './paged-card';

type EmailRow = AdminGetUserEmailsQuery['adminGetUserEmails']['items'][number];

const STATUS: Record<
  MailStatus,
  { label: string; variant: 'success' | 'secondary' | 'warning' | 'destructive' }
> = {
  sent: { label: 'Sent', variant: 'success' },
  stored: { label: 'In local outbox', variant: 'secondary' },
  pending: { label: 'Pending', variant: 'warning' },
  failed: { label: 'Failed', variant: 'destructive' },
};

function emailColumns(page: number): DataTableColumn<EmailRow>[] {
  return [
    { id: 'index', header: 'No.', cell: ({ row }) => ordinal(page, row.index) },
    { id: 'createdAt', header: 'Date', cell: ({ row }) => formatDateTime(row.original.createdAt) },
    { id: 'to', header: 'To', cell: ({ row }) => row.original.to },
    { id: 'subject', header: 'Subject', cell: ({ row }) => row.original.subject },
    {
      id: 'status',
      header: 'Delivery',
      cell: ({ row }) => {
        const s = STATUS[row.original.status];
        return (
          <span className="grid gap-1">
            <Badge variant={s.variant}>{s.label}</Badge>
            {row.original.error ? (
              <span className="text-xs text-destructive" title={row.original.error}>
                {row.original.error}
              </span>
            ) : null}
          </span>
        );
      },
    },
  ];
}

/** Emails sent to this member (deactivation, reactivation) and whether they went out. */
export function MemberEmailsTable({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const query = useAdminGetUserEmailsQuery(
    { userId, skip: page, take: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const columns = useMemo(() => emailColumns(page), [page]);
  return (
    <PagedCard
      title="Emails"
      emptyText="No emails sent to this member"
      columns={columns}
      result={query.data?.adminGetUserEmails}
      page={page}
      onPageChange={setPage}
      isLoading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}
