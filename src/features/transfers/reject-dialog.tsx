import { TextareaField } from '@/components/form/fields';
import { DialogForm, FormDialog, useDialogForm } from '@/components/form/form-dialog';
import { formatTransferAmount } from '@/lib/format';
import type { ActionResult } from '@/lib/use-action';
import { REJECT_REASON_MAX, rejectReasonSchema } from '@/rules/transfers';

/** SPEC §2.11: reject takes a reason typed in a text area; §5: no minimum. */
export function RejectDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  requester: string;
  amount: number;
  onReject: (reason: string | undefined) => Promise<ActionResult<unknown>>;
}) {
  const { form, frame } = useDialogForm({
    schema: rejectReasonSchema,
    defaultValues: { moneyTransferReason: '' },
    onSubmit: (values) => props.onReject(values.moneyTransferReason),
    onClose: () => props.onOpenChange(false),
    resetOnSave: true,
  });
  const length = (form.watch('moneyTransferReason') ?? '').trim().length;

  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      isSaving={frame.isSaving}
      title="Reject transfer request"
      description={`${props.requester} · ${formatTransferAmount(props.amount)}`}
    >
      <DialogForm {...frame} submitText="Reject" destructive>
        <TextareaField
          form={form}
          name="moneyTransferReason"
          id="reject-reason"
          label="Reason"
          required={false}
          hint={`${String(length)}/${String(REJECT_REASON_MAX)}`}
          rows={4}
          autoFocus
          placeholder="Why is this transfer rejected?"
        />
      </DialogForm>
    </FormDialog>
  );
}
