import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { signIn } from '@/lib/session';
import { loginSchema, type LoginInput, type LoginValues } from '@/rules/auth';
import { AuthCard } from './auth-card';
import { TextFields, type TextFieldSpec } from './text-fields';

const FIELDS: TextFieldSpec<LoginInput>[] = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'username', autoFocus: true },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
];

export function LoginForm() {
  const form = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = async (values: LoginValues) => {
    try {
      await signIn(values);
    } catch {
      // signIn has already shown the notification; the form stays as typed for another try.
    }
  };

  return (
    <AuthCard subtitle="Sign in to the admin back-office">
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
        <TextFields idPrefix="login" fields={FIELDS} form={form} />
        <Button type="submit" className="mt-1 w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Signing in…' : 'Sign in'}
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          No account?{' '}
          <Link to="/auth/register" className="font-medium text-primary hover:underline">
            Register
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
