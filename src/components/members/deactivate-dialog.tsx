import { DialogForm, FormDialog, useDialogForm } from '@/components/form/form-dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { ActionResult } from '@/lib/use-action';
import { DEACTIVATE_REASON_MAX, deactivateReasonSchema } from '@/rules/members';

/**
 * SPEC §5: a reason of 10 to 100 characters, emailed to the member; empty prompts for one. One member's
 * page asks it for that member; the Members list's bulk Deactivate asks it once for all it selected.
 */
export function DeactivateDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Deactivate member', 'Deactivate 3 members'. */
  title: string;
  /** Who will no longer be able to use KAR, and whether they are told by email. */
  description: string;
  submitText: string;
  onDeactivate: (reason: string) => Promise<ActionResult<unknown>>;
}) {
  const { form, frame } = useDialogForm({
    schema: deactivateReasonSchema,
    defaultValues: { reason: '' },
    onSubmit: ({ reason }) => props.onDeactivate(reason),
    onClose: () => props.onOpenChange(false),
    resetOnSave: true,
  });
  const error = form.formState.errors.reason;
  const length = (form.watch('reason') ?? '').trim().length;

  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      isSaving={frame.isSaving}
      title={props.title}
      description={props.description}
    >
      <DialogForm {...frame} submitText={props.submitText} destructive>
        <div className="grid gap-1.5">
          <Label htmlFor="deactivate-reason" required>
            Reason
          </Label>
          <Textarea
            id="deactivate-reason"
            rows={3}
            autoFocus
            placeholder="Why is this member deactivated? (10 to 100 characters)"
            aria-invalid={error ? true : undefined}
            aria-describedby="deactivate-reason-hint"
            {...form.register('reason')}
          />
          <p id="deactivate-reason-hint" className="flex justify-between gap-3 text-xs text-muted-foreground">
            <span role={error ? 'alert' : undefined} className="text-destructive">
              {error?.message}
            </span>
            <span className={length > DEACTIVATE_REASON_MAX ? 'text-destructive' : undefined}>
              {length}/{DEACTIVATE_REASON_MAX}
            </span>
          </p>
        </div>
      </DialogForm>
    </FormDialog>
  );
}
