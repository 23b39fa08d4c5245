import { DialogForm, FormDialog } from '@/components/form/form-dialog';
import type { TransferRowFragment } from '@/gql/graphql';
import type { ActionResult } from '@/lib/use-action';
import { approveOutcome } from './approvals';
import { TransferContext, useTransferContext } from './transfer-context';

/**
 * SPEC §4: a new request may be approved (it becomes confirm and the amount is credited). The dialog
 * shows what the admin checks first (bank, reference, balance, last transfers) and stays open until the
 * server answers; a refusal leaves it open where it was asked. At or above the two-approval threshold it
 * says whether this approval is the first (nothing credited yet) or the second (docs/money.md#two-approvals).
 */
export function ApproveDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  request: TransferRowFragment;
  requester: string;
  busy: boolean;
  onApprove: () => Promise<ActionResult<unknown>>;
}) {
  const context = useTransferContext(props.request, props.open);
  const close = () => props.onOpenChange(false);
  const outcome = approveOutcome(props.request);
  const firstBy = props.request.approvals.map((a) => a.admin.fullName?.trim() || 'an admin').join(', ');
  const description =
    outcome === 'first'
      ? `This amount needs two approvals. Yours is the first: the amount is added to the balance of ${props.requester} when another admin approves.`
      : outcome === 'second'
        ? `Second approval (the first by ${firstBy}): the amount will be added to the balance of ${props.requester}.`
        : `The amount will be added to the balance of ${props.requester}.`;
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      isSaving={props.busy}
      wide
      title="Approve this transfer request?"
      description={description}
    >
      <DialogForm
        onSubmit={(e) => {
          e.preventDefault();
          void props.onApprove().then((r) => (r.ok ? close() : undefined));
        }}
        onCancel={close}
        isSaving={props.busy}
        submitText="Approve"
      >
        <TransferContext request={props.request} context={context} approving />
      </DialogForm>
    </FormDialog>
  );
}
