import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ordinal, PAGE_SIZE, type DataTableColumn } from '@/components/data-table/data-table';
import type { AdminGetUserAuditLogsQuery } from '@/gql/graphql';
import { useAdminGetUserAuditLogsQuery } from '@/gql/hooks';
import { formatDateTime } from '@/lib/format';
import { describeAuditChange } from './audit-change';
import { describeAuditDetails } from './audit-details';
import { PagedCard } from './paged-card';

type AuditRow = AdminGetUserAuditLogsQuery['adminGetUserAuditLogs']['items'][number];

function auditColumns(page: number): DataTableColumn<AuditRow>[] {
  return [
    { id: 'index', header: 'No.', cell: ({ row }) => ordinal(page, row.index) },
    { id: 'createdAt', header: 'Date', cell: ({ row }) => formatDateTime(row.original.createdAt) },
    {
      id: 'admin',
      header: 'Admin',
      cell: ({ row }) => row.original.admin?.fullName || row.original.admin?.email || 'Deleted admin',
    },
    { id: 'action', header: 'Action', cell: ({ row }) => row.original.action },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => describeAuditChange(row.original.before, row.original.after).status,
    },
    {
      id: 'details',
      header: 'Details',
      cell: ({ row }) => describeAuditDetails(row.original.action, row.original.before, row.original.after),
    },
    {
      id: 'balance',
      header: 'Balance',
      cell: ({ row }) => (
        <span className="tabular-nums">
          {describeAuditChange(row.original.before, row.original.after).balance}
        </span>
      ),
    },
  ];
}

/** Admin decisions about this member (transfers, edits, deactivation), newest first. */
export function AuditLogTable({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const query = useAdminGetUserAuditLogsQuery(
    { userId, skip: page, take: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const columns = useMemo(() => auditColumns(page), [page]);
  return (
    <PagedCard
      title="Audit log"
      emptyText="No admin decisions recorded for this member"
      columns={columns}
      result={query.data?.adminGetUserAuditLogs}
      page={page}
      onPageChange={setPage}
      isLoading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}
