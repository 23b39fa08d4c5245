import { Link } from '@tanstack/react-router';
import { Eye } from 'lucide-react';
import { ordinal, type DataTableColumn } from '@/components/data-table/data-table';
import { RowImage } from '@/components/data-table/row-image';
import { ActiveBadge, MEMBER_ACTIVE_WORDS } from '@/components/record/active-badge';
import { readFragment, type FragmentType } from '@/gql';
import { MemberRowFragmentDoc, type MemberRowFragment } from '@/gql/graphql';
import { displayName, formatDateTime, formatPhone, formatVnd } from '@/lib/format';

/** Unmasks one row of the list (or of the export), once per row. */
export const readMemberRow = (ref: FragmentType<typeof MemberRowFragmentDoc>) =>
  readFragment(MemberRowFragmentDoc, ref);

// Amounts, phone numbers and dates never break mid-figure; a narrow screen scrolls the table instead.
const figure = 'whitespace-nowrap tabular-nums';

/** SPEC §2.6 columns, in order. */
export function memberColumns(page: number): DataTableColumn<MemberRowFragment>[] {
  return [
    { id: 'index', header: 'No.', cell: ({ row }) => ordinal(page, row.index) },
    {
      id: 'avatar',
      header: 'Avatar',
      cell: ({ row }) => (
        <RowImage src={row.original.avatarMedia?.filePathSM} alt={displayName(row.original)} />
      ),
    },
    { id: 'email', header: 'Email', cell: ({ row }) => row.original.email || '-' },
    { id: 'fullName', header: 'Full name', cell: ({ row }) => displayName(row.original) },
    {
      id: 'balance',
      header: 'Balance',
      cell: ({ row }) => <span className={figure}>{formatVnd(row.original.userBalance?.amount)}</span>,
    },
    {
      id: 'kar',
      header: 'KAR',
      cell: ({ row }) => <span className={figure}>{formatVnd(row.original.userBalance?.promotion)}</span>,
    },
    {
      id: 'phone',
      header: 'Phone',
      cell: ({ row }) => (
        <span className={figure}>{formatPhone(row.original.prefixPhone, row.original.phone)}</span>
      ),
    },
    {
      id: 'createdAt',
      header: 'Created date',
      cell: ({ row }) => <span className={figure}>{formatDateTime(row.original.createdAt)}</span>,
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <ActiveBadge active={row.original.isActive} words={MEMBER_ACTIVE_WORDS} />,
    },
    {
      id: 'action',
      header: 'Action',
      cell: ({ row }) => (
        <Link
          to="/users/view/$id"
          params={{ id: row.original.id }}
          className="inline-flex items-center gap-1 whitespace-nowrap text-primary hover:underline"
        >
          <Eye className="size-4" aria-hidden="true" /> View detail
        </Link>
      ),
    },
  ];
}
