import { Link } from '@tanstack/react-router';
import { Eye, Pencil } from 'lucide-react';
import { ConfirmDelete } from '@/components/actions/confirm-delete';
import { NeedsAddressUpdate, readAddressUnits } from '@/components/address/address-units';
import {
  column,
  dateCell,
  figureColumn,
  indexColumn,
  pinned,
  sortable,
  textColumn,
} from '@/components/data-table/columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { RowImage } from '@/components/data-table/row-image';
import { Truncated } from '@/components/data-table/truncated';
import { MemberLink } from '@/components/record/member-link';
import { readFragment, type FragmentType } from '@/gql';
import { ParkingRowFragmentDoc, type ParkingRowFragment } from '@/gql/graphql';
import { displayName, formatTimeDate, KAR_USER } from '@/lib/format';
import type { ActionResult } from '@/lib/use-action';
import { PARKING_STATUS_LABELS } from '@/rules/parking';
import { ParkingStatusBadge } from './parking-status';
import { RowLink } from '@/components/data-table/row-link';

/** Unmasks one row of the list, once per row. */
export const readParkingRow = (ref: FragmentType<typeof ParkingRowFragmentDoc>) =>
  readFragment(ParkingRowFragmentDoc, ref);

const iconLink =
  'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground';

/** SPEC §9: the website is cut at 18 characters, the address at 25 (with '...' when longer). */
export const WEBSITE_MAX = 18;
export const ADDRESS_MAX = 25;

/**
 * SPEC §2.14 Parking columns: row number, Image, Title, Phone, Email, Website, Address, Create On,
 * Create By, Status, and View, Delete, Edit.
 */
export function parkingColumns(
  page: number,
  remove: (vars: { id: string }) => Promise<ActionResult<unknown>>,
): DataTableColumn<ParkingRowFragment>[] {
  return [
    indexColumn(page),
    column('image', 'Image', (p) => {
      const first = p.medias[0]?.mediaDetail;
      return <RowImage src={first?.filePathSM ?? first?.filePathOriginal} alt={p.title} />;
    }),
    sortable(
      'title',
      column(
        'title',
        'Title',
        (p) => (
          <span className="block min-w-40 font-medium">
            <Truncated text={p.title} max={50} />
          </span>
        ),
        (p) => p.title,
      ),
    ),
    textColumn('phone', 'Phone', (p) => p.phone ?? '-', 20),
    // Cut like the website, so the eleven SPEC columns fit a laptop screen; whole on hover.
    textColumn('email', 'Email', (p) => p.email ?? '-', 22),
    column(
      'website',
      'Website',
      (p) =>
        p.website ? (
          <a
            href={p.website}
            target="_blank"
            rel="noreferrer noopener"
            className="text-primary hover:underline"
          >
            <Truncated text={p.website} max={WEBSITE_MAX} />
          </a>
        ) : (
          '-'
        ),
      (p) => p.website ?? '',
    ),
    column(
      'address',
      'Address',
      (p) => (
        <div className="grid gap-1">
          <Truncated text={p.address ?? '-'} max={ADDRESS_MAX} />
          {readAddressUnits(p).needsUpdate ? <NeedsAddressUpdate /> : null}
        </div>
      ),
      (p) => p.address ?? '',
    ),
    sortable(
      'createdAt',
      figureColumn(
        'createdAt',
        'Create On',
        (p) => formatTimeDate(p.createdAt),
        (p) => dateCell(p.createdAt),
      ),
    ),
    column(
      'user',
      'Create By',
      (p) => (p.user ? <MemberLink id={p.user.id}>{displayName(p.user)}</MemberLink> : KAR_USER),
      (p) => (p.user ? displayName(p.user) : KAR_USER),
    ),
    pinned(
      column(
        'status',
        'Status',
        (p) => <ParkingStatusBadge status={p.status} />,
        (p) => PARKING_STATUS_LABELS[p.status],
      ),
    ),
    column('action', 'Action', ({ id, title }) => (
      <div className="flex items-center gap-1">
        <Link
          to="/services/parking/view/$id"
          params={{ id }}
          className={iconLink}
          aria-label={`View ${title}`}
        >
          <Eye className="size-4" aria-hidden="true" />
        </Link>
        <ConfirmDelete
          name={title}
          description={`${title} will be removed from the parking list.`}
          onConfirm={() => remove({ id })}
        />
        <RowLink
          to="/services/parking/edit/$id"
          params={{ id }}
          className={iconLink}
          aria-label={`Edit ${title}`}
        >
          <Pencil className="size-4" aria-hidden="true" />
        </RowLink>
      </div>
    )),
  ];
}
