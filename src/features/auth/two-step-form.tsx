import { useRef, useState, type FormEvent } from 'react';
import { FormField } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-error';
import { reportError } from '@/lib/error-mapper';
import { verifyTwoFactor } from '@/lib/session';
import { AuthCard } from './auth-card';

/** The server's codes for a wrong code and for a second step that can no longer be used. */
const WRONG_CODE = new Set(['BAD_TWO_FACTOR_CODE', 'BAD_USER_INPUT']);
const START_AGAIN = 'TWO_FACTOR_CHALLENGE_INVALID';

/**
 * The login card's second step: a code of the admin's authenticator app, or one of their recovery codes.
 * A wrong code is said under the field, in the server's words, and can be retyped; a challenge that
 * expired (5 minutes) sends the admin back to the first step.
 */
export function TwoStepForm({ challenge, onBack }: { challenge: string; onBack: () => void }) {
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = input.current?.value.trim() ?? '';
    if (!code) {
      setError('Enter the 6-digit code from your app, or a recovery code');
      input.current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await verifyTwoFactor(challenge, code);
    } catch (e) {
      if (e instanceof ApiError && WRONG_CODE.has(String(e.code))) {
        setError(e.message);
        input.current?.select();
      } else {
        reportError(e);
        if (e instanceof ApiError && e.code === START_AGAIN) onBack();
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard subtitle="Two-step sign-in">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          Open your authenticator app and enter the code it shows for KAR Admin.
        </p>
        <FormField
          id="login-code"
          label="Code"
          error={error}
          hint="Lost your phone? Enter one of your recovery codes instead."
        >
          <Input
            ref={input}
            name="code"
            autoComplete="one-time-code"
            autoFocus
            spellCheck={false}
            onChange={() => setError(undefined)}
          />
        </FormField>
        <Button type="submit" className="mt-1 w-full" disabled={submitting}>
          {submitting ? 'Checking…' : 'Verify'}
        </Button>
        <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
          Back to sign in
        </Button>
      </form>
    </AuthCard>
  );
}
