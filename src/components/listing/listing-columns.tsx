import { Link } from '@tanstack/react-router';
import { Eye, Pencil } from 'lucide-react';
import { ConfirmDelete } from '@/components/actions/confirm-delete';
import {
  column,
  dateCell,
  figureColumn,
  indexColumn,
  sortable,
  textColumn,
} from '@/components/data-table/columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { RowImage } from '@/components/data-table/row-image';
import { Truncated } from '@/components/data-table/truncated';
import { readFragment, type FragmentType } from '@/gql';
import { ListingRowFragmentDoc } from '@/gql/graphql';
import { formatTimeDate } from '@/lib/format';
import type { ActionResult } from '@/lib/use-action';
import { ListingAddress, ListingWebsite } from './listing-address';
import { RowLink } from '@/components/data-table/row-link';

/** A list row that carries the shared listing columns' fragment (`...ListingRow` in its own). */
type ListingRowRef = FragmentType<typeof ListingRowFragmentDoc>;
const listing = (row: ListingRowRef) => readFragment(ListingRowFragmentDoc, row);

const iconLink =
  'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground';

/**
 * SPEC §2.14's first columns, the same on the garage and the driving-centre lists: No., Image, Title,
 * Phone, Email, Website (18 characters), Address (25, with 'Needs address update'), Created on.
 */
export function listingColumns<Row extends ListingRowRef>(page: number): DataTableColumn<Row>[] {
  return [
    indexColumn(page),
    column('image', 'Image', (row) => {
      const r = listing(row);
      return <RowImage src={r.medias[0]?.filePathSM ?? r.medias[0]?.filePathOriginal} alt={r.title} />;
    }),
    sortable(
      'title',
      column(
        'title',
        'Title',
        (row) => (
          <span className="block min-w-40 font-medium">
            <Truncated text={listing(row).title} max={60} />
          </span>
        ),
        (row) => listing(row).title,
      ),
    ),
    textColumn('phone', 'Phone', (row) => listing(row).phone, 20),
    textColumn('email', 'Email', (row) => listing(row).email, 22),
    column(
      'website',
      'Website',
      (row) => <ListingWebsite url={listing(row).website} />,
      (row) => listing(row).website ?? '',
    ),
    column(
      'address',
      'Address',
      (row) => <ListingAddress record={listing(row)} />,
      (row) => listing(row).address ?? '',
    ),
    sortable(
      'createdAt',
      figureColumn(
        'createdAt',
        'Created on',
        (row) => formatTimeDate(listing(row).createdAt),
        (row) => dateCell(listing(row).createdAt),
      ),
    ),
  ];
}

/** The Action column: view, delete after 'Are you sure?', edit. */
export function listingActionColumn<Row extends ListingRowRef>(opts: {
  view: '/services/garage-salon/view/$id' | '/services/driving-center/view/$id';
  edit: '/services/garage-salon/edit/$id' | '/services/driving-center/edit/$id';
  /** What the confirmation says happens, given the listing's title. */
  removed: (title: string) => string;
  remove: (vars: { id: string }) => Promise<ActionResult<unknown>>;
}): DataTableColumn<Row> {
  return column('action', 'Action', (row) => {
    const { id, title } = listing(row);
    return (
      <div className="flex items-center gap-1">
        <Link to={opts.view} params={{ id }} className={iconLink} aria-label={`View ${title}`}>
          <Eye className="size-4" aria-hidden="true" />
        </Link>
        <ConfirmDelete name={title} description={opts.removed(title)} onConfirm={() => opts.remove({ id })} />
        <RowLink to={opts.edit} params={{ id }} className={iconLink} aria-label={`Edit ${title}`}>
          <Pencil className="size-4" aria-hidden="true" />
        </RowLink>
      </div>
    );
  });
}

/** The rating score: the average of the ratings, with how many there are. */
export const ratingScore = (c: { averageRating: number; totalRating: number }) =>
  c.totalRating ? `${c.averageRating.toFixed(1)} (${String(c.totalRating)})` : '-';
