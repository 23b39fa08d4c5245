import { Link } from '@tanstack/react-router';
import { Eye, Pencil } from 'lucide-react';
import { ConfirmDelete } from '@/components/actions/confirm-delete';
import {
  activeColumn,
  column,
  dateCell,
  figureColumn,
  sortable,
  textColumn,
  type ToggleAction,
} from '@/components/data-table/columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { Truncated } from '@/components/data-table/truncated';
import { readFragment, type FragmentType } from '@/gql';
import { ReviewRowFragmentDoc, type ReviewRowFragment } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format';
import type { ActionResult } from '@/lib/use-action';
import { EnMissing } from './en-missing';
import { SlugCell } from './slug-cell';
import { RowLink } from '@/components/data-table/row-link';

/** Unmasks one row of the list, once per row. */
export const readReviewRow = (ref: FragmentType<typeof ReviewRowFragmentDoc>) =>
  readFragment(ReviewRowFragmentDoc, ref);

export const iconLink =
  'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground';

/** A review's name for buttons and dialogs: its VI title. */
const nameOf = (r: ReviewRowFragment) => r.nameVi;

/** SPEC §2.7: title VI, title EN, category VI and EN, active, created date, slug with copy, actions. */
export function reviewColumns(a: {
  toggle: ToggleAction;
  remove: (v: { id: string }) => Promise<ActionResult<unknown>>;
}): DataTableColumn<ReviewRowFragment>[] {
  return [
    sortable(
      'nameVi',
      textColumn('nameVi', 'Title VI', (r) => r.nameVi, 60),
    ),
    column(
      'nameEn',
      'Title EN',
      (r) => (r.nameEn ? <Truncated text={r.nameEn} max={60} /> : <EnMissing />),
      (r) => r.nameEn ?? '',
    ),
    textColumn('categoryVi', 'Category VI', (r) => r.categories[0]?.nameVi ?? '-', 30),
    textColumn('categoryEn', 'Category EN', (r) => r.categories[0]?.nameEn ?? '-', 30),
    activeColumn(a.toggle, nameOf),
    sortable(
      'createdAt',
      figureColumn(
        'createdAt',
        'Created date',
        (r) => formatDateTime(r.createdAt),
        (r) => dateCell(r.createdAt),
      ),
    ),
    column(
      'slug',
      'Slug',
      (r) => <SlugCell slug={r.slug} />,
      (r) => r.slug ?? '',
    ),
    column('action', 'Action', (r) => (
      <div className="flex items-center gap-1">
        <Link
          to="/reviews/view/$id"
          params={{ id: r.id }}
          className={iconLink}
          aria-label={`View ${nameOf(r)}`}
        >
          <Eye className="size-4" aria-hidden="true" />
        </Link>
        <ConfirmDelete
          name={nameOf(r)}
          description={`${nameOf(r)} will be deleted.`}
          onConfirm={() => a.remove({ id: r.id })}
        />
        <RowLink
          to="/reviews/edit/$id"
          params={{ id: r.id }}
          className={iconLink}
          aria-label={`Edit ${nameOf(r)}`}
        >
          <Pencil className="size-4" aria-hidden="true" />
        </RowLink>
      </div>
    )),
  ];
}
