import { TextareaField } from '@/components/form/fields';
import { DialogForm, FormDialog, useDialogForm } from '@/components/form/form-dialog';
import type { ActionResult } from '@/lib/use-action';
import { garageRejectSchema, REASON_MAX } from '@/rules/garages';

/** Reject a pending garage: the reason goes to the owner as an in-app notification (docs/garages.md). */
export function RejectGarageDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  onReject: (reason: string) => Promise<ActionResult<unknown>>;
}) {
  const { form, frame } = useDialogForm({
    schema: garageRejectSchema,
    defaultValues: { reason: '' },
    onSubmit: (values) => props.onReject(values.reason),
    onClose: () => props.onOpenChange(false),
    resetOnSave: true,
  });
  const length = form.watch('reason').trim().length;
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      isSaving={frame.isSaving}
      title="Reject garage"
      description={props.title}
    >
      <DialogForm {...frame} submitText="Reject" destructive>
        <TextareaField
          form={form}
          name="reason"
          id="garage-reject-reason"
          label="Reason (sent to the owner)"
          hint={`${String(length)}/${String(REASON_MAX)}`}
          rows={4}
          autoFocus
          placeholder="Why is this listing rejected?"
        />
      </DialogForm>
    </FormDialog>
  );
}
