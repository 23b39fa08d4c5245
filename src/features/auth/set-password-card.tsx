import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import { AdminAcceptInviteId, AdminResetPasswordId } from '@/gql/operation-strings';
import { ApiError, fieldErrorOf } from '@/lib/api-error';
import { reportError } from '@/lib/error-mapper';
import { fetchOperation } from '@/lib/graphql-fetch';
import { PASSWORD_MAX, PASSWORD_MIN, setPasswordSchema, type SetPasswordForm } from '@/rules/passwords';
import { AuthCard } from './auth-card';

const WORDS = {
  invite: {
    subtitle: 'Accept your invitation',
    submit: 'Set password',
    done: 'Your password is set. You can sign in now.',
    again: 'Ask the admin who invited you for a new invitation.',
  },
  reset: {
    subtitle: 'Choose a new password',
    submit: 'Reset password',
    done: 'Your password was changed and every session of yours was signed out. Sign in with the new one.',
    again: null,
  },
} as const;

/**
 * The page a password link opens (an invitation or a reset, docs/staff.md): a new password twice, under
 * the rule the server applies (src/rules/passwords.ts, whose common-password list loads with this page,
 * never with the login card). A link used, expired or withdrawn shows the server's one message in place.
 */
export function SetPasswordCard({ kind, token }: { kind: 'invite' | 'reset'; token: string }) {
  const words = WORDS[kind];
  const [state, setState] = useState<'form' | 'done' | { invalid: string }>(token ? 'form' : { invalid: '' });
  const form = useForm<SetPasswordForm>({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });

  const onValid = async (values: SetPasswordForm) => {
    try {
      const variables = { token, password: values.password };
      if (kind === 'invite') await fetchOperation(AdminAcceptInviteId, variables);
      else await fetchOperation(AdminResetPasswordId, variables);
      setState('done');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'LINK_INVALID') {
        setState({ invalid: error.message });
        return;
      }
      const field = fieldErrorOf(error);
      if (field?.field === 'password') form.setError('password', { message: field.message });
      else reportError(error);
    }
  };

  if (state === 'done') {
    return (
      <AuthCard subtitle={words.subtitle}>
        <p role="status" className="text-sm">
          {words.done}
        </p>
        <p className="mt-5 text-center text-sm">
          <Link to="/auth/login" className="font-medium text-primary hover:underline">
            Go to sign in
          </Link>
        </p>
      </AuthCard>
    );
  }
  if (typeof state === 'object') {
    return (
      <AuthCard subtitle={words.subtitle}>
        <p role="alert" className="text-sm">
          {state.invalid || 'This link is incomplete: open the whole link from the email.'}
        </p>
        <p className="mt-5 flex justify-center gap-4 text-sm">
          {words.again ? (
            <span className="text-muted-foreground">{words.again}</span>
          ) : (
            <Link to="/auth/forgot" className="font-medium text-primary hover:underline">
              Ask for a new link
            </Link>
          )}
        </p>
        <p className="mt-3 text-center text-sm">
          <Link to="/auth/login" className="font-medium text-primary hover:underline">
            Back to login
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard subtitle={words.subtitle}>
      <form noValidate onSubmit={(e) => void form.handleSubmit(onValid)(e)} className="grid gap-4">
        <TextField
          form={form}
          name="password"
          id="new-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          autoFocus
          hint={`${String(PASSWORD_MIN)} to ${String(PASSWORD_MAX)} characters, not a common password`}
        />
        <TextField
          form={form}
          name="confirm"
          id="confirm-password"
          label="Repeat the password"
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" className="mt-1 w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving…' : words.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
