import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ordinal, PAGE_SIZE, type DataTableColumn } from '@/components/data-table/data-table';
import { Badge } from '@/components/ui/badge';
import type { AdminGetMemberPackagesQuery } from '@/gql/graphql';
import { useAdminGetMemberPackagesQuery } from '@/gql/hooks';
import { formatDate, formatVnd } from '@/lib/format';
import { SERVICE_PACKAGE_TYPE_LABELS, UNLIMITED } from '@/lib/package-labels';
import { formatCount, packageName, remaining } from '@/lib/package-name';
import { PagedCard } from './paged-card';

type PackageRow = AdminGetMemberPackagesQuery['adminGetUserServices']['items'][number];

function packageColumns(page: number): DataTableColumn<PackageRow>[] {
  return [
    { id: 'index', header: 'No.', cell: ({ row }) => ordinal(page, row.index) },
    { id: 'name', header: 'Package', cell: ({ row }) => packageName(row.original) },
    { id: 'type', header: 'Type', cell: ({ row }) => SERVICE_PACKAGE_TYPE_LABELS[row.original.type] },
    { id: 'used', header: 'Used', cell: ({ row }) => row.original.used.toLocaleString('en-US') },
    { id: 'remaining', header: 'Remaining', cell: ({ row }) => formatCount(remaining(row.original)) },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) =>
        row.original.isActive ? (
          <Badge variant="success">ACTIVE</Badge>
        ) : (
          <Badge variant="secondary">INACTIVE</Badge>
        ),
    },
    {
      id: 'fee',
      header: 'Fee',
      cell: ({ row }) => <span className="whitespace-nowrap">{formatVnd(row.original.totalPrice)}</span>,
    },
    {
      id: 'expiry',
      header: 'Expiry date',
      cell: ({ row }) => (row.original.expriedDate ? formatDate(row.original.expriedDate) : UNLIMITED),
    },
  ];
}

/** The member's service packages, newest first (SPEC §2.9 names, remaining and expiry). */
export function MemberPackagesTable({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const query = useAdminGetMemberPackagesQuery(
    { userId, skip: page, take: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const columns = useMemo(() => packageColumns(page), [page]);
  return (
    <PagedCard
      title="Service packages"
      emptyText="This member has no service packages"
      columns={columns}
      result={query.data?.adminGetUserServices}
      page={page}
      onPageChange={setPage}
      isLoading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}
