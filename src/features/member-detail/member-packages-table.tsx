import type { DataTableColumn } from '@/components/data-table/data-table';
import { pagedCard } from '@/components/data-table/paged-card';
import { ActiveBadge, USER_SERVICE_ACTIVE_WORDS } from '@/components/record/active-badge';
import { readFragment, type FragmentType } from '@/gql';
import { MemberPackageRowFragmentDoc, type MemberPackageRowFragment } from '@/gql/graphql';
import { adminGetMemberPackagesQueryOptions } from '@/gql/hooks';
import { formatDate, formatVnd } from '@/lib/format';
import { SERVICE_PACKAGE_TYPE_LABELS, UNLIMITED } from '@/lib/package-labels';
import { formatCount, packageName, remaining } from '@/lib/package-name';
import { withUserServiceTerms, type WithUserServiceTerms } from '@/lib/package-terms';

const readRow = (ref: FragmentType<typeof MemberPackageRowFragmentDoc>) =>
  withUserServiceTerms(readFragment(MemberPackageRowFragmentDoc, ref));

const packageColumns: DataTableColumn<WithUserServiceTerms<MemberPackageRowFragment>>[] = [
  { id: 'name', header: 'Package', cell: ({ row }) => packageName(row.original) },
  { id: 'type', header: 'Type', cell: ({ row }) => SERVICE_PACKAGE_TYPE_LABELS[row.original.type] },
  { id: 'used', header: 'Used', cell: ({ row }) => row.original.used.toLocaleString('en-US') },
  { id: 'remaining', header: 'Remaining', cell: ({ row }) => formatCount(remaining(row.original)) },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <ActiveBadge active={row.original.isActive} words={USER_SERVICE_ACTIVE_WORDS} />,
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

/** The member's service packages, newest first (SPEC §2.9 names, remaining and expiry). */
export const memberPackagesCard = pagedCard({
  title: 'Service packages',
  emptyText: 'This member has no service packages',
  query: adminGetMemberPackagesQueryOptions,
  page: (data) => data.adminGetUserServices,
  row: readRow,
  columns: packageColumns,
});
