import { Link } from '@tanstack/react-router';
import { Eye, Image as ImageIcon } from 'lucide-react';
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
import { Truncated } from '@/components/data-table/truncated';
import { Badge } from '@/components/ui/badge';
import { readFragment, type FragmentType } from '@/gql';
import { FeedbackRowFragmentDoc, type FeedbackRowFragment } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format';
import type { ActionResult } from '@/lib/use-action';
import { MemberName, memberName } from './member-name';

/** Unmasks one row of the list, once per row. */
export const readFeedbackRow = (ref: FragmentType<typeof FeedbackRowFragmentDoc>) =>
  readFragment(FeedbackRowFragmentDoc, ref);

const iconLink =
  'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground';

/** SPEC §2.12: the user links to the member, view opens the feedback, delete asks first. */
export function feedbackColumns(
  page: number,
  remove: (vars: { id: string }) => Promise<ActionResult<unknown>>,
): DataTableColumn<FeedbackRowFragment>[] {
  return [
    indexColumn(page),
    column(
      'user',
      'User',
      (f) => <MemberName userId={f.userId} user={f.user} fallback={f.email} />,
      (f) => memberName(f.user, f.email),
    ),
    textColumn('email', 'Email', (f) => f.email || '-', 50),
    // The images are counted beside the text (only when there are any) rather than in a column of zeros.
    column(
      'content',
      'Content',
      (f) => (
        <span className="flex items-start gap-2">
          <Truncated text={f.content} max={100} />
          {f.medias.length ? (
            <Badge variant="outline" className="shrink-0 gap-1">
              <ImageIcon className="size-3" aria-hidden="true" />
              {f.medias.length === 1 ? '1 image' : `${String(f.medias.length)} images`}
            </Badge>
          ) : null}
        </span>
      ),
      (f) => f.content,
    ),
    sortable(
      'createdAt',
      figureColumn(
        'createdAt',
        'Created date',
        (f) => formatDateTime(f.createdAt),
        (f) => dateCell(f.createdAt),
      ),
    ),
    column('action', 'Action', (f) => {
      const what = `feedback from ${memberName(f.user, f.email)}`;
      return (
        <div className="flex items-center gap-1">
          <Link
            to="/feedback/view/$id"
            params={{ id: f.id }}
            className={iconLink}
            aria-label={`View ${what}`}
          >
            <Eye className="size-4" aria-hidden="true" />
          </Link>
          <ConfirmDelete
            name={what}
            description={`The ${what} will be removed.`}
            onConfirm={() => remove({ id: f.id })}
          />
        </div>
      );
    }),
  ];
}
