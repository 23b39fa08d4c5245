import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormField } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { AdminConfirmIdentityDocument } from '@/gql/graphql';
import { ApiError } from '@/lib/api-error';
import { reportError } from '@/lib/error-mapper';
import { execute } from '@/lib/graphql-client';
import { setIdentityAsker } from '@/lib/step-up';

/** Refusals said under their field, in the server's words; anything else is a notification. */
const FIELD_OF: Record<string, 'password' | 'code'> = {
  BAD_CREDENTIALS: 'password',
  BAD_TWO_FACTOR_CODE: 'code',
};

/**
 * Asks the admin to prove who they are when an action needs it (step-up, docs/security.md): the password,
 * and a code of their app when two-step sign-in is on. Mounted once in the admin shell; the refused call
 * waits for it and is sent again once it is confirmed (src/lib/step-up.ts).
 */
export function StepUpDialog({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const [submitting, setSubmitting] = useState(false);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);
  const password = useRef<HTMLInputElement>(null);
  const code = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setIdentityAsker(
      () =>
        new Promise<boolean>((resolve) => {
          settle.current = resolve;
          setErrors({});
          setOpen(true);
        }),
    );
    return () => setIdentityAsker(null);
  }, []);

  const finish = (confirmed: boolean) => {
    settle.current?.(confirmed);
    settle.current = null;
    setOpen(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = { password: password.current?.value ?? '', code: code.current?.value.trim() ?? '' };
    if (!typed.password) {
      setErrors({ password: 'Enter your password' });
      password.current?.focus();
      return;
    }
    if (twoFactorEnabled && !typed.code) {
      setErrors({ code: 'Enter the 6-digit code from your app, or a recovery code' });
      code.current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await execute(AdminConfirmIdentityDocument, {
        password: typed.password,
        code: twoFactorEnabled ? typed.code : null,
      });
      finish(true);
    } catch (e) {
      const field = e instanceof ApiError ? FIELD_OF[String(e.code)] : undefined;
      if (field && e instanceof ApiError) {
        setErrors({ [field]: e.message });
        (field === 'password' ? password : code).current?.select();
      } else reportError(e);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : finish(false))}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Confirm it is you</DialogTitle>
          <DialogDescription>
            This action needs your password{twoFactorEnabled ? ' and a code from your app' : ''}. What you
            started goes ahead once you confirm.
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={(event) => void onSubmit(event)}>
          <FormField id="step-up-password" label="Password" error={errors.password}>
            <Input ref={password} type="password" autoComplete="current-password" autoFocus />
          </FormField>
          {twoFactorEnabled ? (
            <FormField id="step-up-code" label="Code" error={errors.code}>
              <Input ref={code} autoComplete="one-time-code" spellCheck={false} />
            </FormField>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => finish(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Confirming…' : 'Confirm'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
