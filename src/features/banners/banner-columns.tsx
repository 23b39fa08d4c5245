import { Link } from '@tanstack/react-router';
import { Eye, Pencil } from 'lucide-react';
import { ConfirmDelete } from '@/components/actions/confirm-delete';
import {
  activeColumn,
  column,
  indexColumn,
  sortable,
  textColumn,
  type ToggleAction,
} from '@/components/data-table/columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { ICON_LINK } from '@/components/data-table/icon-link';
import { RowImage } from '@/components/data-table/row-image';
import { readFragment, type FragmentType } from '@/gql';
import { BannerRowFragmentDoc, type BannerRowFragment } from '@/gql/graphql';
import type { ActionResult } from '@/lib/use-action';
import type { BannerSearch } from './banner-search';
import { RowLink } from '@/components/data-table/row-link';

export const readBannerRow = (ref: FragmentType<typeof BannerRowFragmentDoc>) =>
  readFragment(BannerRowFragmentDoc, ref);

/** SPEC §2.17: name, position, first image (or a placeholder), Active/Inactive toggle, edit, delete. */
export function bannerColumns(a: {
  page: number;
  search: BannerSearch;
  toggle: ToggleAction;
  remove: (vars: { id: string }) => Promise<ActionResult<unknown>>;
}): DataTableColumn<BannerRowFragment>[] {
  return [
    indexColumn(a.page),
    sortable(
      'name',
      textColumn('name', 'Name', (b) => b.name, 50),
    ),
    textColumn('position', 'Position', (b) => b.position?.name, 40),
    column('image', 'Image', (b) => {
      const first = b.medias[0];
      // At its position's ratio, whole: a banner cut to a circle shows neither its shape nor its words.
      const ratio = b.position;
      const shape =
        ratio?.ratioWidth && ratio.ratioHeight
          ? { width: ratio.ratioWidth, height: ratio.ratioHeight }
          : ('natural' as const);
      return (
        <RowImage
          src={first ? (first.filePathSM ?? first.filePathOriginal) : null}
          alt={b.name}
          shape={shape}
        />
      );
    }),
    activeColumn(a.toggle, (b) => b.name),
    column('action', 'Action', (b) => (
      <div className="flex items-center gap-1">
        <Link
          to="/banner/view/$id"
          params={{ id: b.id }}
          search={a.search}
          className={ICON_LINK}
          aria-label={`View ${b.name}`}
        >
          <Eye className="size-4" aria-hidden="true" />
        </Link>
        <RowLink
          to="/banner/edit/$id"
          params={{ id: b.id }}
          search={a.search}
          className={ICON_LINK}
          aria-label={`Edit ${b.name}`}
        >
          <Pencil className="size-4" aria-hidden="true" />
        </RowLink>
        <ConfirmDelete name={b.name} onConfirm={() => a.remove({ id: b.id })} />
      </div>
    )),
  ];
}
