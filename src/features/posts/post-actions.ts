import { useCallback } from 'react';
import type { PostModerationReason, PostStatus } from '@/gql/graphql';
import {
  useAdminChangeStatusPostMutation,
  useAdminCreatePostMutation,
  useAdminDismissPostReportsMutation,
  useAdminEditPostMutation,
  useAdminUndoPostApprovalMutation,
} from '@/gql/hooks';
import { recordActions, useAction } from '@/lib/use-action';
import { POST_UNDO_SECONDS } from '@/rules/posts';
import { decisionMessage, isApproval, MODERATION, type ModerationAction } from './post-status';

// Everything that shows a post's status: the list, the queue, the post's own page.
export const POST_QUERIES = ['AdminListPost', 'AdminPostReviewQueue', 'AdminGetPostDetail'] as const;
const post = recordActions(POST_QUERIES);

/** Takes back one's own approval within POST_UNDO_SECONDS: the post waits for review again. */
export const useUndoPostApproval = post(
  useAdminUndoPostApprovalMutation,
  'Approval undone: the post waits for review again',
);

/**
 * Undo is offered for two seconds less than the server allows, so a click at the very end still
 * reaches it in time.
 */
const UNDO_OFFER_MS = (POST_UNDO_SECONDS - 2) * 1000;

/**
 * The moderation steps on a post: each sends the status the admin saw (`expectedStatus`), so a post
 * another admin moved meanwhile is refused (one CONFLICT, reported once by the mutation cache). An
 * approval's message offers Undo for a few seconds; the seller is emailed only after that.
 */
export function usePostDecisions() {
  const { run: undo } = useUndoPostApproval();
  const change = useAction(useAdminChangeStatusPostMutation, {
    invalidates: POST_QUERIES,
    success: (_data, v) =>
      isApproval(v)
        ? {
            title: decisionMessage(v),
            action: { label: 'Undo', run: () => void undo({ id: v.id }) },
            duration: UNDO_OFFER_MS,
          }
        : decisionMessage(v),
  });
  const { run } = change;
  const decide = useCallback(
    (
      target: { id: string; status: PostStatus },
      action: ModerationAction,
      why?: { reason: PostModerationReason; note: string },
    ) =>
      run({
        id: target.id,
        status: MODERATION[action].to,
        expectedStatus: target.status,
        reason: why?.reason ?? null,
        note: why?.note ?? null,
      }),
    [run],
  );
  return { decide, isPending: change.isPending, pendingId: change.variables?.id };
}

/**
 * Keep a reported post that is fine: its open reports are closed and it leaves the queue, keeping its
 * status. Sends the status the admin saw, like a decision.
 */
export const useDismissPostReports = post(useAdminDismissPostReportsMutation, 'Reports dismissed');

/** Create and edit: a refusal naming a field shows under it (the form's `fieldErrors`). */
export const useCreatePost = post(useAdminCreatePostMutation, 'Post created', { fieldErrors: true });
export const useEditPost = post(useAdminEditPostMutation, 'Post updated', {
  fieldErrors: true,
  also: ['AdminGetPostForEdit'],
});
