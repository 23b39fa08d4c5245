import { Eye } from 'lucide-react';
import { column, dateCell, figureColumn, sortable } from '@/components/data-table/columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { MemberLink } from '@/components/record/member-link';
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
    column(
      'id',
      'ID',
      (u) => <ShortId id={u.id} />,
      (u) => u.id,
    ),
    column(
      'user',
      'User',
      (u) => (
        // Wraps between words only: a cell may otherwise break a name anywhere.
        <MemberLink id={u.userId} className="inline-block min-w-32">
          {displayName(u.user)}
        </MemberLink>
      ),
      (u) => displayName(u.user),
    ),
    column(
      'type',
      'Type',
      (u) => <span className="inline-block min-w-28">{SERVICE_PACKAGE_TYPE_LABELS[u.type]}</span>,
      (u) => SERVICE_PACKAGE_TYPE_LABELS[u.type],
    ),
    column(
      'quantity',
      'Quantity',
      (u) => <Count n={u.quantity} />,
      (u) => u.quantity,
    ),
    column(
      'used',
      'Used',
      (u) => u.used.toLocaleString('en-US'),
      (u) => u.used,
    ),
    column(
      'day',
      'Days',
      (u) => <Count n={u.day} />,
      (u) => u.day,
    ),
    column(
      'status',
      'Status',
      (u) => userServiceStatusBadge(u.isActive),
      (u) => USER_SERVICE_ACTIVE_WORDS[u.isActive ? 0 : 1],
    ),
    sortable(
      'totalPrice',
      figureColumn(
        'fee',
        'Fee',
        (u) => formatVnd(u.totalPrice),
        (u) => u.totalPrice,
      ),
    ),
    sortable(
      'expiredDate',
      column(
        'expiry',
        'Expiry date',
        (u) => (
          <span className="whitespace-nowrap">{u.expriedDate ? formatDate(u.expriedDate) : UNLIMITED}</span>
        ),
        (u) => (u.expriedDate ? dateCell(u.expriedDate) : UNLIMITED),
      ),
    ),
    column('action', 'Action', (u) => (
      // Icon only, so the eleven columns fit a laptop screen; the name stays for screen readers.
      <Button variant="ghost" size="sm" title="View detail" onClick={() => onView(u.id)}>
        <Eye aria-hidden="true" />
        <span className="sr-only">View detail</span>
      </Button>
    )),
  ];
}
