import { Link } from '@tanstack/react-router';
import { Eye, Pencil } from 'lucide-react';
import { ConfirmDelete } from '@/components/actions/confirm-delete';
import {
  activeColumn,
  column,
  indexColumn,
  numericColumn,
  sortable,
  textColumn,
  type ToggleAction,
} from '@/components/data-table/columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { readFragment, type FragmentType } from '@/gql';
import { ReviewCategoryRowFragmentDoc, type ReviewCategoryRowFragment } from '@/gql/graphql';
import type { ActionResult } from '@/lib/use-action';
import { iconLink } from './review-columns';
import { RowLink } from '@/components/data-table/row-link';

export const readReviewCategoryRow = (ref: FragmentType<typeof ReviewCategoryRowFragmentDoc>) =>
  readFragment(ReviewCategoryRowFragmentDoc, ref);

/** SPEC §3 Review category: name VI and EN, slug, active, total (reviews in it), then the actions. */
export function categoryColumns(
  page: number,
  a: { toggle: ToggleAction; remove: (v: { id: string }) => Promise<ActionResult<unknown>> },
): DataTableColumn<ReviewCategoryRowFragment>[] {
  return [
    indexColumn(page),
    sortable(
      'nameVi',
      textColumn('nameVi', 'Name VI', (c) => c.nameVi, 50),
    ),
    sortable(
      'nameEn',
      textColumn('nameEn', 'Name EN', (c) => c.nameEn, 50),
    ),
    textColumn('slug', 'Slug', (c) => c.slug, 30),
    activeColumn(a.toggle, (c) => c.nameVi),
    numericColumn(
      'total',
      'Total',
      (c) => c.total.toLocaleString('en-US'),
      (c) => c.total,
    ),
    column('action', 'Action', (c) => (
      <div className="flex items-center gap-1">
        <Link
          to="/category-management/view/$id"
          params={{ id: c.id }}
          className={iconLink}
          aria-label={`View ${c.nameVi}`}
        >
          <Eye className="size-4" aria-hidden="true" />
        </Link>
        <ConfirmDelete
          name={c.nameVi}
          description={
            c.total
              ? `${c.nameVi} is used by ${String(c.total)} ${c.total === 1 ? 'review' : 'reviews'}; it cannot be deleted until they move.`
              : `${c.nameVi} will be deleted.`
          }
          onConfirm={() => a.remove({ id: c.id })}
        />
        <RowLink
          to="/category-management/edit/$id"
          params={{ id: c.id }}
          className={iconLink}
          aria-label={`Edit ${c.nameVi}`}
        >
          <Pencil className="size-4" aria-hidden="true" />
        </RowLink>
      </div>
    )),
  ];
}
