import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { formatTransferAmount } from '@/lib/format';
import { REJECT_REASON_MAX, rejectReasonSchema, type RejectReasonForm } from '@/rules/transfers';

type RejectValues = { moneyTransferReason?: string | undefined };

/** SPEC §2.11: reject takes a reason typed in a text area; §5: no minimum. */
export function RejectDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  requester: string;
  amount: number;
  onReject: (reason: string | undefined) => Promise<boolean>;
}) {
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RejectReasonForm, unknown, RejectValues>({
    resolver: zodResolver(rejectReasonSchema),
    defaultValues: { moneyTransferReason: '' },
  });
  const length = (watch('moneyTransferReason') ?? '').trim().length;

  const onSubmit = async (values: RejectValues) => {
    if (await props.onReject(values.moneyTransferReason)) {
      reset();
      props.onOpenChange(false);
    }
  };

  return (
    <Dialog open={props.open} onOpenChange={(open) => (isSubmitting ? undefined : props.onOpenChange(open))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reject transfer request</DialogTitle>
          <DialogDescription>
            {props.requester} · {formatTransferAmount(props.amount)}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor="reject-reason">Reason</Label>
            <Textarea
              id="reject-reason"
              rows={4}
              autoFocus
              placeholder="Why is this transfer rejected?"
              aria-invalid={errors.moneyTransferReason ? true : undefined}
              aria-describedby="reject-reason-hint"
              {...register('moneyTransferReason')}
            />
            <p id="reject-reason-hint" className="flex justify-between text-xs text-muted-foreground">
              <span role={errors.moneyTransferReason ? 'alert' : undefined} className="text-destructive">
                {errors.moneyTransferReason?.message}
              </span>
              <span>
                {length}/{REJECT_REASON_MAX}
              </span>
            </p>
          </div>
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
