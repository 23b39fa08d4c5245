import { useCallback } from 'react';
import type { PostModerationReason, PostStatus } from '@/gql/graphql';
import {
  useAdminChangeStatusPostMutation,
  useAdminCreatePostMutation,
  useAdminDismissPostReportsMutation,
  useAdminEditPostMutation,
} from '@/gql/hooks';
import { recordActions } from '@/lib/use-action';
import { decisionMessage, MODERATION, type ModerationAction } from './post-status';

// Everything that shows a post's status: the list, the queue, the post's own page.
const post = recordActions(['AdminListPost', 'AdminPostReviewQueue', 'AdminGetPostDetail']);

const useChangeStatus = post(useAdminChangeStatusPostMutation, (_data, v) => decisionMessage(v));

/**
 * The moderation steps on a post: each sends the status the admin saw (`expectedStatus`), so a post
 * another admin moved meanwhile is refused (one CONFLICT, reported once by the mutation cache).
 */
export function usePostDecisions() {
  const change = useChangeStatus();
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
