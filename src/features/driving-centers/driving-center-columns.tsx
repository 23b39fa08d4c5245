import { Link } from '@tanstack/react-router';
import { Eye, Pencil } from 'lucide-react';
import { ConfirmDelete } from '@/components/actions/confirm-delete';
import {
  column,
  figureColumn,
  indexColumn,
  textColumn,
  type ToggleAction,
} from '@/components/data-table/columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { RowImage } from '@/components/data-table/row-image';
import { Truncated } from '@/components/data-table/truncated';
import { ListingAddress, ListingWebsite } from '@/components/listing/listing-address';
import { Switch } from '@/components/ui/switch';
import { readFragment, type FragmentType } from '@/gql';
import { DrivingCenterRowFragmentDoc, type DrivingCenterRowFragment } from '@/gql/graphql';
import { formatTimeDate } from '@/lib/format';
import type { ActionResult } from '@/lib/use-action';

/** Unmasks one row of the list, once per row. */
export const readDrivingCenterRow = (ref: FragmentType<typeof DrivingCenterRowFragmentDoc>) =>
  readFragment(DrivingCenterRowFragmentDoc, ref);

const iconLink =
  'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground';

/** The rating score: the average of the ratings, with how many there are. */
export const ratingScore = (c: { averageRating: number; totalRating: number }) =>
  c.totalRating ? `${c.averageRating.toFixed(1)} (${String(c.totalRating)})` : '-';

/** SPEC §2.14 driving centres: the garage columns without Kar Check, with a rating score and Active/InActive. */
export function drivingCenterColumns(
  page: number,
  remove: (vars: { id: string }) => Promise<ActionResult<unknown>>,
  toggle: ToggleAction,
): DataTableColumn<DrivingCenterRowFragment>[] {
  return [
    indexColumn(page),
    column('image', 'Image', (c) => (
      <RowImage src={c.medias[0]?.filePathSM ?? c.medias[0]?.filePathOriginal} alt={c.title} />
    )),
    column('title', 'Title', (c) => (
      <span className="block min-w-40 font-medium">
        <Truncated text={c.title} max={60} />
      </span>
    )),
    textColumn('phone', 'Phone', (c) => c.phone, 20),
    textColumn('email', 'Email', (c) => c.email, 22),
    column('website', 'Website', (c) => <ListingWebsite url={c.website} />),
    column('address', 'Address', (c) => <ListingAddress record={c} />),
    figureColumn('createdAt', 'Created on', (c) => formatTimeDate(c.createdAt)),
    figureColumn('rating', 'Rating score', (c) => ratingScore(c)),
    column('status', 'Status', (c) => (
      <label className="inline-flex items-center gap-2 whitespace-nowrap text-sm">
        <Switch
          checked={c.isActive}
          disabled={toggle.variables?.id === c.id}
          aria-label={`Active ${c.title}`}
          onCheckedChange={(active) => void toggle.run({ id: c.id, active })}
        />
        {c.isActive ? 'Active' : 'InActive'}
      </label>
    )),
    column('action', 'Action', ({ id, title }) => (
      <div className="flex items-center gap-1">
        <Link
          to="/services/driving-center/view/$id"
          params={{ id }}
          className={iconLink}
          aria-label={`View ${title}`}
        >
          <Eye className="size-4" aria-hidden="true" />
        </Link>
        <ConfirmDelete
          name={title}
          description={`${title} will be removed from the driving centre list.`}
          onConfirm={() => remove({ id })}
        />
        <Link
          to="/services/driving-center/edit/$id"
          params={{ id }}
          className={iconLink}
          aria-label={`Edit ${title}`}
        >
          <Pencil className="size-4" aria-hidden="true" />
        </Link>
      </div>
    )),
  ];
}
