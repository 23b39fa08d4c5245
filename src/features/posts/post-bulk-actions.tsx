import { useMemo } from 'react';
import type { BulkAction, ListBulk } from '@/components/data-table/selection';
import type { AdminBulkPostAction, PostModerationReason } from '@/gql/graphql';
import { useAdminBulkModeratePostsMutation } from '@/gql/hooks';
import { bulkAnswer, countOf } from '@/lib/bulk-answer';
import { useAction } from '@/lib/use-action';
import { POST_QUERIES } from './post-actions';
import type { PostRow } from './post-columns';
import { PostDecisionDialog } from './post-decision-dialog';

const posts = (n: number) => countOf(n, 'post', 'posts');

/**
 * The Posts list's bulk actions (issue 25 §2): approve, reject with one reason and note for all, dismiss
 * reports. Each sends the status the admin saw per post, so a post another admin moved meanwhile is refused
 * on its own row, as the single decision is.
 */
export function usePostBulk(): ListBulk<PostRow> {
  const { run } = useAction(useAdminBulkModeratePostsMutation, { invalidates: POST_QUERIES });
  return useMemo(() => {
    const moderate =
      (action: AdminBulkPostAction, why?: { reason: PostModerationReason; note: string }) =>
      async (rows: readonly PostRow[]) =>
        bulkAnswer(
          await run({
            posts: rows.map((p) => ({ id: p.id, expectedStatus: p.status })),
            action,
            reason: why?.reason ?? null,
            note: why?.note ?? null,
          }),
          (d) => d.adminBulkModeratePosts,
        );
    const actions: BulkAction<PostRow>[] = [
      {
        label: 'Approve',
        permission: 'posts.moderate',
        run: moderate('APPROVE'),
        done: (n) => `${posts(n)} approved`,
        failed: (n) => `${posts(n)} not approved`,
      },
      {
        label: 'Reject',
        permission: 'posts.moderate',
        destructive: true,
        done: (n) => `${posts(n)} rejected`,
        failed: (n) => `${posts(n)} not rejected`,
        dialog: ({ count, open, onOpenChange, submit }) => (
          <PostDecisionDialog
            open={open}
            onOpenChange={onOpenChange}
            decision="reject"
            postTitle={`${posts(count)}: one reason and note for all`}
            submitText={`Reject ${posts(count)}`}
            language="vi"
            onDecide={async (why) => {
              await submit(moderate('REJECT', why));
              return { ok: true, data: null };
            }}
          />
        ),
      },
      {
        label: 'Dismiss reports',
        permission: 'posts.moderate',
        run: moderate('DISMISS_REPORTS'),
        done: (n) => `Reports dismissed on ${posts(n)}`,
        failed: (n) => `Reports not dismissed on ${posts(n)}`,
      },
    ];
    return { rowName: (p) => p.title, actions };
  }, [run]);
}
