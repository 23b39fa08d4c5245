import { DialogForm, FormDialog } from '@/components/form/form-dialog';
import type { TransferRowFragment } from '@/gql/graphql';
import type { ActionResult } from '@/lib/use-action';
import { TransferContext, useTransferContext } from './transfer-context';

/**
 * SPEC §4: a new request may be approved (it becomes confirm and the amount is credited). The dialog
 * shows what the admin checks first (bank, reference, balance, last transfers) and stays open until the
 * server answers; a refusal leaves it open where it was asked.
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
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      isSaving={props.busy}
      wide
      title="Approve this transfer request?"
      description={`The amount will be added to the balance of ${props.requester}.`}
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
