import { Link } from '@tanstack/react-router';
import { Eye, Pencil } from 'lucide-react';
import { ConfirmDelete } from '@/components/actions/confirm-delete';
import { column, indexColumn, sortable, textColumn } from '@/components/data-table/columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { ICON_LINK } from '@/components/data-table/icon-link';
import { RowImage } from '@/components/data-table/row-image';
import { Badge } from '@/components/ui/badge';
import { readFragment, type FragmentType } from '@/gql';
import { AvatarRowFragmentDoc, type AvatarRowFragment } from '@/gql/graphql';
import type { ActionResult } from '@/lib/use-action';
import { RowLink } from '@/components/data-table/row-link';

export const readAvatarRow = (ref: FragmentType<typeof AvatarRowFragmentDoc>) =>
  readFragment(AvatarRowFragmentDoc, ref);

/** SPEC §2.7 avatars: title and description cut at 50, image, default YES or NO, edit by slug, delete. */
export function avatarColumns(
  page: number,
  remove: (vars: { id: string }) => Promise<ActionResult<unknown>>,
): DataTableColumn<AvatarRowFragment>[] {
  return [
    indexColumn(page),
    sortable(
      'title',
      textColumn('title', 'Title', (a) => a.title, 50),
    ),
    textColumn('description', 'Description', (a) => a.description, 50),
    column('image', 'Image', (a) => (
      <RowImage src={a.mediaDetail?.filePathSM ?? a.mediaDetail?.filePathOriginal} alt={a.title} />
    )),
    column(
      'isDefault',
      'Default',
      (a) => (a.isDefault ? <Badge>YES</Badge> : <Badge variant="secondary">NO</Badge>),
      (a) => (a.isDefault ? 'YES' : 'NO'),
    ),
    column('action', 'Action', (a) => (
      <div className="flex items-center gap-1">
        <Link
          to="/services/avatar/view/$id"
          params={{ id: a.id }}
          className={ICON_LINK}
          aria-label={`View ${a.title}`}
        >
          <Eye className="size-4" aria-hidden="true" />
        </Link>
        <RowLink
          to="/services/avatar/edit/$slug"
          params={{ slug: a.slug }}
          className={ICON_LINK}
          aria-label={`Edit ${a.title}`}
        >
          <Pencil className="size-4" aria-hidden="true" />
        </RowLink>
        {a.isDefault ? null : <ConfirmDelete name={a.title} onConfirm={() => remove({ id: a.id })} />}
      </div>
    )),
  ];
}
