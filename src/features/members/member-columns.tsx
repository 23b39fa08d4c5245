import { Link } from '@tanstack/react-router';
import { Eye } from 'lucide-react';
import { ordinal, type DataTableColumn } from '@/components/data-table/data-table';
import { RowImage } from '@/components/data-table/row-image';
import { Badge } from '@/components/ui/badge';
// Codegen's unmasking function is a plain function despite its name: read as such by the hooks rules.
import { useFragment as readFragment, type FragmentType } from '@/gql';
import { MemberRowFragmentDoc } from '@/gql/graphql';
import { displayName, formatDateTime, formatPhone, formatVnd } from '@/lib/format';

export type MemberRowRef = FragmentType<typeof MemberRowFragmentDoc> & { id: string };

/** SPEC §2.6 columns, in order. */
export function memberColumns(page: number): DataTableColumn<MemberRowRef>[] {
  const m = (ref: MemberRowRef) => readFragment(MemberRowFragmentDoc, ref);
  return [
    { id: 'index', header: 'No.', cell: ({ row }) => ordinal(page, row.index) },
    {
      id: 'avatar',
      header: 'Avatar',
      cell: ({ row }) => (
        <RowImage src={m(row.original).avatarMedia?.filePathSM} alt={displayName(m(row.original))} />
      ),
    },
    { id: 'email', header: 'Email', cell: ({ row }) => m(row.original).email || '-' },
    { id: 'fullName', header: 'Full name', cell: ({ row }) => displayName(m(row.original)) },
    {
      id: 'balance',
      header: 'Balance',
      cell: ({ row }) => (
        <span className="tabular-nums">{formatVnd(m(row.original).userBalance?.amount)}</span>
      ),
    },
    {
      id: 'kar',
      header: 'KAR',
      cell: ({ row }) => (
        <span className="tabular-nums">{formatVnd(m(row.original).userBalance?.promotion)}</span>
      ),
    },
    {
      id: 'phone',
      header: 'Phone',
      cell: ({ row }) => formatPhone(m(row.original).prefixPhone, m(row.original).phone),
    },
    { id: 'createdAt', header: 'Created date', cell: ({ row }) => formatDateTime(m(row.original).createdAt) },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) =>
        m(row.original).isActive ? (
          <Badge variant="success">Active</Badge>
        ) : (
          <Badge variant="secondary">InActive</Badge>
        ),
    },
    {
      id: 'view',
      header: 'Action',
      cell: ({ row }) => (
        <Link
          to="/users/view/$id"
          params={{ id: row.original.id }}
          className="inline-flex items-center gap-1 text-primary hover:underline"
        >
          <Eye className="size-4" aria-hidden="true" /> View detail
        </Link>
      ),
    },
  ];
}
