import { FormField } from '@/components/form/form-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
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
  const { form, submit } = useZodForm({
    schema: rejectReasonSchema,
    defaultValues: { moneyTransferReason: '' },
    onSubmit: (values) => props.onReject(values.moneyTransferReason),
    onSaved: () => {
      form.reset();
      props.onOpenChange(false);
    },
  });
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const length = (watch('moneyTransferReason') ?? '').trim().length;

  return (
    <Dialog open={props.open} onOpenChange={(open) => (isSubmitting ? undefined : props.onOpenChange(open))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reject transfer request</DialogTitle>
          <DialogDescription>
            {props.requester} · {formatTransferAmount(props.amount)}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField
            id="reject-reason"
            label="Reason"
            required={false}
            error={errors.moneyTransferReason?.message}
            hint={`${String(length)}/${String(REJECT_REASON_MAX)}`}
          >
            <Textarea
              rows={4}
              autoFocus
              placeholder="Why is this transfer rejected?"
              {...register('moneyTransferReason')}
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" disabled={isSubmitting} onClick={() => props.onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={isSubmitting}>
              Reject
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
