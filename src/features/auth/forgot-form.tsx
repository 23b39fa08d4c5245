import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { AdminRequestPasswordResetId } from '@/gql/operation-strings';
import { fieldErrorOf } from '@/lib/api-error';
import { reportError } from '@/lib/error-mapper';
import { fetchOperation } from '@/lib/graphql-fetch';
import { AuthCard } from './auth-card';

export const FORGOT_SENT =
  'If this address belongs to an admin account, an email with a link to choose a new password is on its way. The link works once, for 30 minutes.';

/**
 * SPEC §2.2's /auth/forgot: asks for a reset link by email. The answer is the same whether or not the
 * address has an account (docs/staff.md).
 */
export function ForgotForm() {
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!email) {
      setError('Please enter your email');
      return;
    }
    setBusy(true);
    try {
      await fetchOperation(AdminRequestPasswordResetId, { email });
      setSent(true);
    } catch (e) {
      const field = fieldErrorOf(e);
      if (field) setError(field.message);
      else reportError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <AuthCard subtitle="Forgot your password?">
      {sent ? (
        <p role="status" className="text-sm">
          {FORGOT_SENT}
        </p>
      ) : (
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4">
          <FormField id="forgot-email" label="Email" error={error}>
            <Input type="email" name="email" autoComplete="username" autoFocus />
          </FormField>
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? 'Sending…' : 'Send reset link'}
          </Button>
        </form>
      )}
      <p className="mt-5 text-center text-sm">
        <Link to="/auth/login" className="font-medium text-primary hover:underline">
          Back to login
        </Link>
      </p>
    </AuthCard>
  );
}
