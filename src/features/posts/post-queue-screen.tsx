import { Check, Eye, ShieldCheck, X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, getRouteApi } from '@tanstack/react-router';
import { column, dateCell, exported, figureColumn, indexColumn } from '@/components/data-table/columns';
import { SelectFilter } from '@/components/data-table/list-controls';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { ListScreen } from '@/components/data-table/list-screen';
import { RowImage } from '@/components/data-table/row-image';
import { Truncated } from '@/components/data-table/truncated';
import { notify } from '@/lib/notify';
import { useList, useListRoute } from '@/components/data-table/use-list';
import { noteLanguageOf } from '@/components/form/ready-made-note';
import { MemberLink } from '@/components/record/member-link';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { readFragment, type FragmentType } from '@/gql';
import {
  PostClaimInfoFragmentDoc,
  PostPosterFragmentDoc,
  PostQueueItemFragmentDoc,
  type PostStatus,
} from '@/gql/graphql';
import { adminPostReviewQueueQueryOptions } from '@/gql/hooks';
import { formatTimeDate } from '@/lib/format';
import { REPORT_REASON_LABELS } from '@/lib/report-reasons';
import { POST_QUEUE_KINDS, type PostQueueKind } from '@/rules/posts';
import { claimantName } from './post-claim';
import { useDismissPostReports, usePostDecisions } from './post-actions';
import { PostDecisionDialog } from './post-decision-dialog';
import { QUEUE_KIND_LABELS, queueKey, reportsText, waitedText } from './post-queue';
import { queuePlace, rememberQueuePlace } from './post-queue-place';
import { PostStatusTag, PriceOutlierBadge } from './post-status-tag';
import { createdByName, postShortCode, priceText } from './post-text';

/** One row of the queue: the post, why it waits and since when, unmasked once per row. */
export function readQueueRow(ref: FragmentType<typeof PostQueueItemFragmentDoc>) {
  const item = readFragment(PostQueueItemFragmentDoc, ref);
  const { post } = item;
  return {
    ...item,
    id: post.id,
    poster: post.user ? readFragment(PostPosterFragmentDoc, post.user) : null,
    claim: post.claim ? readFragment(PostClaimInfoFragmentDoc, post.claim) : null,
    language: noteLanguageOf(post.user?.metadata?.language),
  };
}
export type QueueRow = ReturnType<typeof readQueueRow>;

/** Another admin holds the post: the queue's A and R wait, as the detail page's buttons do. */
const heldByOther = (row: QueueRow) => !!row.claim && !row.claim.mine;

/** A post opened from the queue returns to it (its back link, 'Approve & next'). */
const FROM_QUEUE = { from: 'review' } as const;

/**
 * Why A, R or D does nothing on this row, said instead of staying silent; null when the key applies.
 */
function keyRefusal(
  row: QueueRow,
  key: 'approve' | 'reject' | 'dismiss',
): { title: string; description: string } | null {
  if (heldByOther(row) && row.claim)
    return {
      title: `Reviewing: ${claimantName(row.claim)}`,
      description:
        'Another admin is reviewing this post; it can be decided once they release it or the review lapses.',
    };
  if (key === 'dismiss') {
    if (dismissable(row)) return null;
    return {
      title: 'D dismisses reports only on a reported active post',
      // Every other row of the queue is a new or edited post waiting for a decision.
      description: 'This post waits for a decision: approve (A) or reject (R) it.',
    };
  }
  if (decidable(row.post.status)) return null;
  return {
    title: `${key === 'approve' ? 'A approves' : 'R rejects'} only a post waiting for a decision`,
    description: dismissable(row)
      ? 'This reported post is active: open it (Enter) to suspend it, or dismiss its reports (D) if it is fine.'
      : `This post is ${row.post.status}: open it (Enter) to see what can be done.`,
  };
}

const iconLink =
  'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground';

function queueColumns(
  page: number,
  act: {
    approve: (row: QueueRow) => void;
    reject: (row: QueueRow) => void;
    dismiss: (row: QueueRow) => void;
    busy: boolean;
  },
): DataTableColumn<QueueRow>[] {
  return [
    indexColumn(page),
    column('image', 'Image', (r) => (
      <RowImage src={r.post.medias[0]?.filePathSM ?? r.post.medias[0]?.filePathOriginal} alt={r.post.title} />
    )),
    column(
      'title',
      'Post',
      (r) => (
        <div className="grid min-w-36 gap-0.5">
          <Link
            to="/post-management/detail/view/$id"
            params={{ id: r.post.id }}
            search={FROM_QUEUE}
            className="font-medium text-primary hover:underline"
          >
            <Truncated text={r.post.title} max={50} />
          </Link>
          <span className="font-mono text-xs text-muted-foreground" title={r.post.id}>
            {postShortCode(r.post.id)}
          </span>
        </div>
      ),
      (r) => `${r.post.title} (${postShortCode(r.post.id)})`,
    ),
    column(
      'kind',
      'Why',
      (r) => (
        <div className="flex flex-col items-start gap-1">
          <Badge variant={r.kind === 'REPORTED' ? 'destructive' : 'secondary'}>
            {QUEUE_KIND_LABELS[r.kind] ?? r.kind}
          </Badge>
          <PostStatusTag status={r.post.status} />
        </div>
      ),
      (r) => QUEUE_KIND_LABELS[r.kind] ?? r.kind,
    ),
    column(
      'reports',
      'Reports',
      (r) =>
        r.reportCount > 0 ? (
          <div className="grid gap-0.5">
            <span className="whitespace-nowrap font-medium">{reportsText(r.reportCount)}</span>
            <span className="text-xs text-muted-foreground">
              {r.reasons.map((reason) => REPORT_REASON_LABELS[reason]).join(', ')}
            </span>
          </div>
        ) : (
          <span className="text-muted-foreground">-</span>
        ),
      (r) => r.reportCount,
    ),
    exported(
      (r) => dateCell(r.waitingSince),
      figureColumn('waiting', 'Waiting', (r) => (
        <span title={formatTimeDate(r.waitingSince)}>{waitedText(r.waitingSince)}</span>
      )),
      'Waiting since',
    ),
    column(
      'price',
      () => <span className="block text-right">Price</span>,
      (r) => (
        <div className="flex flex-col items-end gap-1 text-right tabular-nums">
          {priceText(r.post.price, r.post.currency)}
          {r.post.marketPrice?.outlier ? <PriceOutlierBadge /> : null}
        </div>
      ),
      (r) => r.post.price ?? null,
    ),
    column(
      'seller',
      'Seller',
      (r) =>
        r.poster ? (
          <MemberLink id={r.poster.id} className="inline-block min-w-24">
            {createdByName(r.poster)}
          </MemberLink>
        ) : (
          '-'
        ),
      (r) => (r.poster ? createdByName(r.poster) : ''),
    ),
    column('claim', 'Reviewer', (r) =>
      r.claim ? (
        <span className="inline-block min-w-20 text-xs">
          {r.claim.mine ? 'You' : `Reviewing: ${claimantName(r.claim)}`}
        </span>
      ) : (
        <span className="text-muted-foreground">-</span>
      ),
    ),
    column('action', 'Action', (r) => (
      <div className="flex items-center gap-1">
        <Link
          to="/post-management/detail/view/$id"
          params={{ id: r.post.id }}
          search={FROM_QUEUE}
          className={iconLink}
          aria-label={`Open ${r.post.title}`}
        >
          <Eye className="size-4" aria-hidden="true" />
        </Link>
        {r.kind !== 'REPORTED' || r.post.status === 'PENDING' || r.post.status === 'EDIT_PENDING' ? (
          <>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Approve ${r.post.title}`}
              disabled={act.busy || heldByOther(r)}
              onClick={() => act.approve(r)}
            >
              <Check aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              className="text-destructive"
              aria-label={`Reject ${r.post.title}`}
              disabled={act.busy || heldByOther(r)}
              onClick={() => act.reject(r)}
            >
              <X aria-hidden="true" />
            </Button>
          </>
        ) : dismissable(r) ? (
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Dismiss the reports on ${r.post.title}`}
            title="Dismiss reports: the post is fine"
            disabled={act.busy || heldByOther(r)}
            onClick={() => act.dismiss(r)}
          >
            <ShieldCheck aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    )),
  ];
}

/** The statuses the queue's Approve and Reject apply to (a reported ACTIVE post is opened instead). */
const decidable = (status: PostStatus) => status === 'PENDING' || status === 'EDIT_PENDING';
/** A reported post on show can be kept as it is (its reports dismissed). */
const dismissable = (row: QueueRow) => row.kind === 'REPORTED' && row.post.status === 'ACTIVE';

/**
 * 'Needs review' (not named in SPEC): PENDING and EDIT_PENDING posts and reported posts, oldest first,
 * with how long each has waited and its reports grouped ('3 reports'). J/K move the selection, A
 * approves, R rejects (its dialog), D dismisses the reports on a reported post that is fine, Enter opens
 * the post.
 */
export function PostQueueScreen() {
  const route = useListRoute(getRouteApi('/_admin/post-management/review'));
  const list = useList(route, {
    query: (search, paging) => adminPostReviewQueueQueryOptions({ kind: search.kind ?? null, ...paging }),
    page: (data) => data.adminPostReviewQueue,
    row: readQueueRow,
  });
  const decisions = usePostDecisions();
  const { decide } = decisions;
  const dismissReports = useDismissPostReports();
  const isPending = decisions.isPending || dismissReports.isPending;
  // Back from a post (or after 'Approve & next'), the queue starts where the admin left it.
  const [selected, setSelected] = useState<string | undefined>(() => queuePlace()?.id);
  const [rejecting, setRejecting] = useState<QueueRow | null>(null);
  const navigate = useNavigate();
  const rows = list.rows;

  // The selection stays on its row; when that row leaves (approved, say), the one now in its place.
  const [lastIndex, setLastIndex] = useState(() => queuePlace()?.index ?? 0);
  const index = rows?.findIndex((r) => r.id === selected) ?? -1;
  if (rows && rows.length > 0 && index === -1) {
    const next = rows[Math.min(lastIndex, rows.length - 1)];
    if (next && next.id !== selected) setSelected(next.id);
  } else if (index !== -1 && index !== lastIndex) setLastIndex(index);
  useEffect(() => {
    if (selected) rememberQueuePlace({ id: selected, index: lastIndex });
  }, [selected, lastIndex]);

  const approve = useCallback(
    (row: QueueRow) => {
      const refusal = keyRefusal(row, 'approve');
      if (refusal) notify.warning(refusal);
      else void decide(row.post, 'approve');
    },
    [decide],
  );
  const reject = useCallback((row: QueueRow) => {
    const refusal = keyRefusal(row, 'reject');
    if (refusal) notify.warning(refusal);
    else setRejecting(row);
  }, []);
  const { run: runDismiss } = dismissReports;
  const dismiss = useCallback(
    (row: QueueRow) => {
      const refusal = keyRefusal(row, 'dismiss');
      if (refusal) notify.warning(refusal);
      else void runDismiss({ id: row.post.id, expectedStatus: row.post.status });
    },
    [runDismiss],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = queueKey(e);
      if (!action || !rows || rows.length === 0) return;
      const at = Math.max(
        0,
        rows.findIndex((r) => r.id === selected),
      );
      const row = rows[at];
      if (!row) return;
      e.preventDefault();
      if (action === 'next') setSelected(rows[Math.min(at + 1, rows.length - 1)]?.id);
      else if (action === 'previous') setSelected(rows[Math.max(at - 1, 0)]?.id);
      else if (action === 'approve' && !isPending) approve(row);
      else if (action === 'reject') reject(row);
      else if (action === 'dismiss' && !isPending) dismiss(row);
      else
        void navigate({ to: '/post-management/detail/view/$id', params: { id: row.id }, search: FROM_QUEUE });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [rows, selected, approve, reject, dismiss, navigate, isPending]);

  const columns = useMemo(
    () => queueColumns(list.page, { approve, reject, dismiss, busy: isPending }),
    [list.page, approve, reject, dismiss, isPending],
  );

  return (
    <ListScreen
      title="Needs review"
      label="Posts waiting for review"
      list={list}
      columns={columns}
      dense
      emptyText="Nothing waits for review"
      selectedRowId={selected}
      onRowSelect={setSelected}
      actions={
        <Link to="/post-management/list" className={buttonVariants({ variant: 'outline' })}>
          All posts
        </Link>
      }
      toolbar={
        <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
          <SelectFilter
            label="Why"
            placeholder="All"
            value={list.search.kind ?? ''}
            options={POST_QUEUE_KINDS.map((k) => ({ value: k, label: QUEUE_KIND_LABELS[k] ?? k }))}
            onChange={(e) =>
              list.setFilters({ kind: (e.target.value || undefined) as PostQueueKind | undefined })
            }
          />
          <p className="text-sm text-muted-foreground">
            Oldest first. Keys: <kbd>J</kbd>/<kbd>K</kbd> move, <kbd>A</kbd> approve, <kbd>R</kbd> reject,{' '}
            <kbd>D</kbd> dismiss reports, <kbd>Enter</kbd> open.
          </p>
        </div>
      }
    >
      {rejecting ? (
        <PostDecisionDialog
          open
          onOpenChange={(open) => !open && setRejecting(null)}
          decision="reject"
          postTitle={rejecting.post.title}
          language={rejecting.language}
          onDecide={(why) => decide(rejecting.post, 'reject', why)}
        />
      ) : null}
    </ListScreen>
  );
}
