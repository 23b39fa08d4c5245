import { Check, Pause, RotateCcw, ShieldCheck, X } from 'lucide-react';
import { DialogButton } from '@/components/actions/dialog-button';
import type { NoteLanguage } from '@/components/form/ready-made-note';
import { useBackToList } from '@/components/record/back-link';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { PostStatus } from '@/gql/graphql';
import { useDismissPostReports, usePostDecisions } from './post-actions';
import { PostDecisionDialog } from './post-decision-dialog';
import { allowedActions } from './post-status';

/**
 * The moderation buttons of a post's page, only those its status allows: Approve and Reject for a post
 * waiting for review, Suspend for an active one, Restore for a suspended one. `blocked` (another admin
 * reviewing it) disables them all. An active post with open reports can also be kept as it is: Dismiss
 * reports closes them and the post leaves the review queue. Opened from the queue (`queue`), Approve and
 * Reject read 'Approve & next' and 'Reject & next': once the decision is made the admin is back in the
 * queue as they left it, on the post now in this one's place.
 */
export function PostModeration(props: {
  post: { id: string; status: PostStatus; title: string };
  language: NoteLanguage;
  blocked: boolean;
  /** The post has reports filed since its last decision. */
  openReports: boolean;
  /** The queue the post was opened from: a decision returns there. */
  queue?: string | undefined;
}) {
  const { decide: decideHere, isPending } = usePostDecisions();
  const backToQueue = useBackToList(props.queue ?? '');
  const next = props.queue !== undefined;
  const decide: typeof decideHere = async (...args) => {
    const result = await decideHere(...args);
    if (result.ok && next && (args[1] === 'approve' || args[1] === 'reject')) void backToQueue();
    return result;
  };
  const dismiss = useDismissPostReports();
  const actions = allowedActions(props.post.status);
  const disabled = props.blocked || isPending || dismiss.isPending;
  const dismissable = props.openReports && props.post.status === 'ACTIVE';
  if (actions.length === 0 && !dismissable) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {dismissable ? (
        <ConfirmDialog
          trigger={
            <Button variant="outline" disabled={disabled}>
              <ShieldCheck aria-hidden="true" /> Dismiss reports
            </Button>
          }
          title="Dismiss the reports?"
          description="The post stays active and leaves the review queue. The reports are kept in its history."
          okText="Dismiss reports"
          onConfirm={async () => {
            await dismiss.run({ id: props.post.id, expectedStatus: props.post.status });
          }}
        />
      ) : null}
      {actions.includes('approve') ? (
        <Button disabled={disabled} onClick={() => void decide(props.post, 'approve')}>
          <Check aria-hidden="true" /> {next ? 'Approve & next' : 'Approve'}
        </Button>
      ) : null}
      {actions.includes('restore') ? (
        <Button disabled={disabled} onClick={() => void decide(props.post, 'restore')}>
          <RotateCcw aria-hidden="true" /> Restore
        </Button>
      ) : null}
      {(['reject', 'suspend'] as const)
        .filter((a) => actions.includes(a))
        .map((a) => (
          <DialogButton
            key={a}
            variant="destructive"
            disabled={disabled}
            dialog={(state) => (
              <PostDecisionDialog
                {...state}
                decision={a}
                submitText={next && a === 'reject' ? 'Reject & next' : undefined}
                postTitle={props.post.title}
                language={props.language}
                onDecide={(why) => decide(props.post, a, why)}
              />
            )}
          >
            {a === 'reject' ? <X aria-hidden="true" /> : <Pause aria-hidden="true" />}
            {a === 'reject' ? (next ? 'Reject & next' : 'Reject') : 'Suspend'}
          </DialogButton>
        ))}
    </div>
  );
}
