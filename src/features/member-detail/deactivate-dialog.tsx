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
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { DEACTIVATE_REASON_MAX, deactivateReasonSchema } from '@/rules/members';
import { useDeactivateMember } from './member-mutations';

/** SPEC §5: a reason of 10 to 100 characters, emailed to the member; empty prompts for one. */
export function DeactivateDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  id: string;
  memberName: string;
  hasEmail: boolean;
}) {
  const deactivate = useDeactivateMember();
  const { form, submit } = useZodForm({
    schema: deactivateReasonSchema,
    defaultValues: { reason: '' },
    onSubmit: ({ reason }) => deactivate.run({ id: props.id, reason }),
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
  const length = (watch('reason') ?? '').trim().length;

  return (
    <Dialog open={props.open} onOpenChange={(open) => (isSubmitting ? undefined : props.onOpenChange(open))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Deactivate member</DialogTitle>
          <DialogDescription>
            {props.memberName} will no longer be able to use KAR.{' '}
            {props.hasEmail
              ? 'The reason is emailed to the member.'
              : 'This member has no email address, so they will not be told by email.'}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor="deactivate-reason" required>
              Reason
            </Label>
            <Textarea
              id="deactivate-reason"
              rows={3}
              autoFocus
              placeholder="Why is this member deactivated? (10 to 100 characters)"
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby="deactivate-reason-hint"
              {...register('reason')}
            />
            <p
              id="deactivate-reason-hint"
              className="flex justify-between gap-3 text-xs text-muted-foreground"
            >
              <span role={errors.reason ? 'alert' : undefined} className="text-destructive">
                {errors.reason?.message}
              </span>
              <span className={length > DEACTIVATE_REASON_MAX ? 'text-destructive' : undefined}>
                {length}/{DEACTIVATE_REASON_MAX}
              </span>
            </p>
          </div>
          <DialogFooter>
            <Button variant="outline" disabled={isSubmitting} onClick={() => props.onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={isSubmitting}>
              Deactivate
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
