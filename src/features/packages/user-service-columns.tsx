import { Link } from '@tanstack/react-router';
import { Eye } from 'lucide-react';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { ActiveBadge, USER_SERVICE_ACTIVE_WORDS } from '@/components/record/active-badge';
import { Button } from '@/components/ui/button';
import { readFragment, type FragmentType } from '@/gql';
import { UserServiceRowFragmentDoc, type UserServiceRowFragment } from '@/gql/graphql';
import { displayName, formatDate, formatVnd } from '@/lib/format';
import { SERVICE_PACKAGE_TYPE_LABELS, UNLIMITED } from '@/lib/package-labels';
import { withUserServiceTerms, type WithUserServiceTerms } from '@/lib/package-terms';
import { Count } from './count';
import { ShortId } from './short-id';

/** Unmasks one row of the list, once per row. */
export const readUserServiceRow = (ref: FragmentType<typeof UserServiceRowFragmentDoc>) =>
  withUserServiceTerms(readFragment(UserServiceRowFragmentDoc, ref));

export const userServiceStatusBadge = (isActive: boolean) => (
  <ActiveBadge active={isActive} words={USER_SERVICE_ACTIVE_WORDS} />
);

/** SPEC §2.9 columns, in order; the user links to the member's detail. */
export function userServiceColumns(
  onView: (id: string) => void,
): DataTableColumn<WithUserServiceTerms<UserServiceRowFragment>>[] {
  return [
    { id: 'id', header: 'ID', cell: ({ row }) => <ShortId id={row.original.id} /> },
    {
      id: 'user',
      header: 'User',
      cell: ({ row }) => (
        <Link
          to="/users/view/$id"
          params={{ id: row.original.userId }}
          // Wraps between words only: a cell may otherwise break a name anywhere.
          className="inline-block min-w-32 text-primary hover:underline"
        >
          {displayName(row.original.user)}
        </Link>
      ),
    },
    {
      id: 'type',
      header: 'Type',
      cell: ({ row }) => (
        <span className="inline-block min-w-28">{SERVICE_PACKAGE_TYPE_LABELS[row.original.type]}</span>
      ),
    },
    { id: 'quantity', header: 'Quantity', cell: ({ row }) => <Count n={row.original.quantity} /> },
    { id: 'used', header: 'Used', cell: ({ row }) => row.original.used.toLocaleString('en-US') },
    { id: 'day', header: 'Days', cell: ({ row }) => <Count n={row.original.day} /> },
    { id: 'status', header: 'Status', cell: ({ row }) => userServiceStatusBadge(row.original.isActive) },
    {
      id: 'fee',
      header: 'Fee',
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">{formatVnd(row.original.totalPrice)}</span>
      ),
    },
    {
      id: 'expiry',
      header: 'Expiry date',
      cell: ({ row }) => (
        <span className="whitespace-nowrap">
          {row.original.expriedDate ? formatDate(row.original.expriedDate) : UNLIMITED}
        </span>
      ),
    },
    {
      id: 'action',
      header: 'Action',
      cell: ({ row }) => (
        // Icon only, so the eleven columns fit a laptop screen; the name stays for screen readers.
        <Button variant="ghost" size="sm" title="View detail" onClick={() => onView(row.original.id)}>
          <Eye aria-hidden="true" />
          <span className="sr-only">View detail</span>
        </Button>
      ),
    },
  ];
}
