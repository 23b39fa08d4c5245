import { Link } from '@tanstack/react-router';
import { Eye } from 'lucide-react';
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
import { ReportPostRowFragmentDoc, type ReportPostRowFragment } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format';
import { PostLink, postShortCode } from './post-link';
import { REPORT_REASON_LABELS, ReportReasonBadge } from './report-reason';
import { MemberName, memberName } from './member-name';

/** Unmasks one row of the list, once per row. */
export const readReportPostRow = (ref: FragmentType<typeof ReportPostRowFragmentDoc>) =>
  readFragment(ReportPostRowFragmentDoc, ref);

const iconLink =
  'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground';

/** SPEC §2.12 read-only: the post id links to the post, the reporter to the member. */
export function reportPostColumns(page: number): DataTableColumn<ReportPostRowFragment>[] {
  return [
    indexColumn(page),
    column(
      'postId',
      'Post',
      (r) => <PostLink id={r.postId} />,
      (r) => postShortCode(r.postId),
    ),
    column(
      'reason',
      'Reason',
      (r) => <ReportReasonBadge reason={r.reason} />,
      (r) => REPORT_REASON_LABELS[r.reason],
    ),
    textColumn('content', 'Content', (r) => r.content || '-', 100),
    column(
      'user',
      'Reported by',
      (r) => <MemberName userId={r.userId} user={r.user} />,
      (r) => memberName(r.user),
    ),
    sortable(
      'createdAt',
      figureColumn(
        'createdAt',
        'Created date',
        (r) => formatDateTime(r.createdAt),
        (r) => dateCell(r.createdAt),
      ),
    ),
    column('action', 'Action', (r) => (
      <Link
        to="/feedback/reported-posts/view/$id"
        params={{ id: r.id }}
        className={iconLink}
        aria-label={`View report on post ${postShortCode(r.postId)}`}
      >
        <Eye className="size-4" aria-hidden="true" />
      </Link>
    )),
  ];
}
