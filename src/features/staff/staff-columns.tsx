import { Link } from '@tanstack/react-router';
import { Eye } from 'lucide-react';
import {
  column,
  dateCell,
  Figure,
  figureColumn,
  indexColumn,
  textColumn,
} from '@/components/data-table/columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { ICON_LINK } from '@/components/data-table/icon-link';
import { Badge } from '@/components/ui/badge';
import { readFragment, type FragmentType } from '@/gql';
import { StaffRowFragmentDoc, type StaffRowFragment } from '@/gql/graphql';
import { formatDate, formatDateTime } from '@/lib/format';
import { STAFF_STATUS_WORDS } from '@/rules/staff-status';
import { StaffStatusBadge } from './staff-status-badge';

/** Unmasks one row of the list, once per row. */
export const readStaffRow = (ref: FragmentType<typeof StaffRowFragmentDoc>) =>
  readFragment(StaffRowFragmentDoc, ref);

/** Running number, name (linking to the page), email, role, status, last sign-in, invited on, view. */
export function staffColumns(page: number): DataTableColumn<StaffRowFragment>[] {
  return [
    indexColumn(page),
    column(
      'fullName',
      'Name',
      (s) => (
        <Link
          to="/staff/view/$id"
          params={{ id: s.id }}
          className="whitespace-nowrap font-medium text-primary hover:underline"
        >
          {s.fullName || s.email}
        </Link>
      ),
      (s) => s.fullName || s.email,
    ),
    textColumn('email', 'Email', (s) => s.email, 50),
    column(
      'role',
      'Role',
      (s) => <Badge variant="secondary">{s.role.name}</Badge>,
      (s) => s.role.name,
    ),
    column(
      'status',
      'Status',
      (s) => <StaffStatusBadge status={s.status} />,
      (s) => STAFF_STATUS_WORDS[s.status],
    ),
    // The time matters here; it may break under the date, so that the columns after it stay in view.
    column(
      'lastLoginAt',
      'Last sign-in',
      (s) => <Figure className="tabular-nums">{formatDateTime(s.lastLoginAt)}</Figure>,
      (s) => dateCell(s.lastLoginAt),
    ),
    // The day is enough here (the detail has the time), and keeps the column in view at 1280 px.
    figureColumn(
      'createdAt',
      'Added',
      (s) => formatDate(s.createdAt),
      (s) => dateCell(s.createdAt),
    ),
    column('action', 'Action', (s) => (
      <Link
        to="/staff/view/$id"
        params={{ id: s.id }}
        className={ICON_LINK}
        aria-label={`View ${s.fullName || s.email}`}
      >
        <Eye aria-hidden="true" className="size-4" />
      </Link>
    )),
  ];
}
