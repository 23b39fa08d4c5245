import { Eye } from 'lucide-react';
import {
  column,
  figureColumn,
  indexColumn,
  pinned,
  restricted,
  sortable,
} from '@/components/data-table/columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { RowImage } from '@/components/data-table/row-image';
import { MemberLink } from '@/components/record/member-link';
import { ActiveBadge, MEMBER_ACTIVE_WORDS } from '@/components/record/active-badge';
import { readFragment, type FragmentType } from '@/gql';
import { MemberRowFragmentDoc, type MemberRowFragment } from '@/gql/graphql';
import { displayName, formatDateTime, formatPhone, formatVnd } from '@/lib/format';

/** Unmasks one row of the list (or of the export), once per row. */
export const readMemberRow = (ref: FragmentType<typeof MemberRowFragmentDoc>) =>
  readFragment(MemberRowFragmentDoc, ref);

/** SPEC §2.6 columns, in order. */
export function memberColumns(page: number): DataTableColumn<MemberRowFragment>[] {
  return [
    indexColumn(page),
    column('avatar', 'Avatar', (m) => <RowImage src={m.avatarMedia?.filePathSM} alt={displayName(m)} />),
    sortable(
      'email',
      column('email', 'Email', (m) => m.email || '-'),
    ),
    sortable(
      'name',
      column('fullName', 'Full name', (m) => displayName(m)),
    ),
    // Amounts, phone numbers and dates never break mid-figure; a narrow screen scrolls the table instead.
    // Money: only for the roles that see balances (docs/permissions.md#hidden-fields).
    restricted(
      'members.balances',
      sortable(
        'balance',
        figureColumn('balance', 'Balance', (m) => formatVnd(m.userBalance?.amount)),
      ),
    ),
    restricted(
      'members.balances',
      figureColumn('kar', 'KAR', (m) => formatVnd(m.userBalance?.promotion)),
    ),
    figureColumn('phone', 'Phone', (m) => formatPhone(m.prefixPhone, m.phone)),
    sortable(
      'createdAt',
      figureColumn('createdAt', 'Created date', (m) => formatDateTime(m.createdAt)),
    ),
    pinned(
      column('status', 'Status', (m) => <ActiveBadge active={m.isActive} words={MEMBER_ACTIVE_WORDS} />),
    ),
    column('action', 'Action', (m) => (
      <MemberLink id={m.id} className="inline-flex items-center gap-1 whitespace-nowrap">
        <Eye className="size-4" aria-hidden="true" /> View detail
      </MemberLink>
    )),
  ];
}
