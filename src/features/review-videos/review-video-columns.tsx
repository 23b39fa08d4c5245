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
import { readFragment, type FragmentType } from '@/gql';
import { ReviewVideoRowFragmentDoc, type ReviewVideoRowFragment } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format';
import type { ActionResult } from '@/lib/use-action';
import { VideoPlayer } from './video-player';
import { RowLink } from '@/components/data-table/row-link';

export const readReviewVideoRow = (ref: FragmentType<typeof ReviewVideoRowFragmentDoc>) =>
  readFragment(ReviewVideoRowFragmentDoc, ref);

const iconLink =
  'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground';

/** SPEC §2.7: title, description, video preview, created date, then view, delete and edit. */
export function reviewVideoColumns(
  page: number,
  remove: (v: { id: string }) => Promise<ActionResult<unknown>>,
): DataTableColumn<ReviewVideoRowFragment>[] {
  return [
    indexColumn(page),
    sortable(
      'title',
      textColumn('title', 'Title', (v) => v.title, 60),
    ),
    textColumn('description', 'Description', (v) => v.description, 100),
    column(
      'video',
      'Video',
      (v) => <VideoPlayer link={v.linkVideo} title={v.title} size="row" />,
      (v) => v.linkVideo ?? '',
    ),
    sortable(
      'createdAt',
      figureColumn(
        'createdAt',
        'Created date',
        (v) => formatDateTime(v.createdAt),
        (v) => dateCell(v.createdAt),
      ),
    ),
    column('action', 'Action', (v) => (
      <div className="flex items-center gap-1">
        <Link
          to="/reviews/video/view/$id"
          params={{ id: v.slug }}
          className={iconLink}
          aria-label={`View ${v.title}`}
        >
          <Eye className="size-4" aria-hidden="true" />
        </Link>
        <ConfirmDelete
          name={v.title}
          description={`${v.title} will be deleted.`}
          onConfirm={() => remove({ id: v.id })}
        />
        <RowLink
          to="/reviews/video/edit/$id"
          params={{ id: v.slug }}
          className={iconLink}
          aria-label={`Edit ${v.title}`}
        >
          <Pencil className="size-4" aria-hidden="true" />
        </RowLink>
      </div>
    )),
  ];
}
