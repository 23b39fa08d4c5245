import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { reportError } from '@/lib/error-mapper';
import { signIn } from '@/lib/session';
import type { LoginInput } from '@/rules/auth';
import { AuthCard } from './auth-card';
import { TwoStepForm } from './two-step-form';
import { FormField } from '@/components/form/form-field';
import type { LoginErrors, LoginField } from './login-rules';

const FIELDS: readonly LoginField[] = ['email', 'password'];
const fieldId = (field: LoginField) => `login-${field}`;

const loadRules = () => import('./login-rules');

/**
 * What the visitor already did in the login card index.html paints before any script runs (same ids):
 * typed values, the focused field, and a press of Sign in (index.html's boot script marks the form),
 * so nothing done before the app took over is lost. Empty when the card is not on the page.
 */
function takeOverStaticCard() {
  const form = document.querySelector<HTMLFormElement>('form[data-boot-form]');
  const input = (field: LoginField) => form?.querySelector<HTMLInputElement>(`#${fieldId(field)}`);
  const focused = FIELDS.find((field) => input(field) === document.activeElement);
  return {
    values: { email: input('email')?.value ?? '', password: input('password')?.value ?? '' },
    focused,
    submitted: form?.dataset.submitted !== undefined,
  };
}

/**
 * Two fields checked with the login rules (src/rules/auth.ts) on submit, then again as they change,
 * with the first failing field focused: what the forms built on react-hook-form do, without loading
 * it (13 KB gzip) on the login route (docs/bundle.md).
 */
export function LoginForm() {
  const [taken] = useState(takeOverStaticCard);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [checked, setChecked] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  /** The second step's challenge, once the password was right for an admin with two-step sign-in on. */
  const [challenge, setChallenge] = useState<string | null>(null);
  // A session that ended (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS, ended elsewhere) sends the admin here.
  const [ended] = useState(() => new URLSearchParams(window.location.search).has('ended'));
  // The state above disables the button on the next render; this stops a second submit before it (a
  // press taken over from the painted card and a click in the same frame).
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});

  const values = (): LoginInput => ({
    email: inputs.current.email?.value ?? '',
    password: inputs.current.password?.value ?? '',
  });

  useEffect(() => {
    if (taken.focused) inputs.current[taken.focused]?.focus();
    if (taken.submitted) formRef.current?.requestSubmit();
  }, [taken]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      setChecked(true);
      let rules: Awaited<ReturnType<typeof loadRules>>;
      try {
        rules = await loadRules();
      } catch (error) {
        // The rules' chunk did not load (offline, or a deploy replaced it): said once, like a failed call.
        reportError(error);
        return;
      }
      const result = rules.checkLogin(values());
      if ('errors' in result) {
        setErrors(result.errors);
        const first = FIELDS.find((field) => result.errors[field] !== undefined);
        if (first) inputs.current[first]?.focus();
        return;
      }
      setErrors({});
      try {
        const second = await signIn(result.values);
        if (second) setChallenge(second.twoFactorChallenge);
      } catch {
        // signIn has already shown the notification; the form stays as typed for another try.
      }
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  // After the first check, a field's message follows what is typed into it.
  const onChange = (field: LoginField) => () => {
    if (!checked) return;
    loadRules().then(
      ({ checkLogin }) => {
        const result = checkLogin(values());
        const message = 'errors' in result ? result.errors[field] : undefined;
        setErrors((current) => ({ ...current, [field]: message }));
      },
      // Not reported while typing: the next press of Sign in loads the rules again and says it once.
      () => undefined,
    );
  };

  const field = (name: LoginField) => ({
    id: fieldId(name),
    name,
    defaultValue: taken.values[name],
    ref: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: onChange(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${fieldId(name)}-error` : undefined,
  });

  if (challenge) return <TwoStepForm challenge={challenge} onBack={() => setChallenge(null)} />;

  return (
    <AuthCard subtitle="Sign in to the admin back-office">
      {ended ? (
        <p role="status" className="mb-4 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
          Your session ended, please sign in again
        </p>
      ) : null}
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
        <FormField id="login-email" label="Email" error={errors.email}>
          <Input type="email" autoComplete="username" autoFocus={!taken.focused} {...field('email')} />
        </FormField>
        <FormField id="login-password" label="Password" error={errors.password}>
          <Input type="password" autoComplete="current-password" {...field('password')} />
        </FormField>
        <Button type="submit" className="mt-1 w-full" disabled={submitting}>
          {submitting ? 'Signing in…' : 'Sign in'}
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          No account?{' '}
          <Link to="/auth/register" className="font-medium text-primary hover:underline">
            Register
          </Link>
        </p>
        <p className="-mt-2 text-center text-sm">
          <Link to="/auth/forgot" className="font-medium text-primary hover:underline">
            Forgot password?
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
