import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginForm } from '@/features/auth/login-form';
import { getSessionAdmin } from '@/lib/session';

export const Route = createFileRoute('/auth/login')({
  staticData: { title: 'Sign in' },
  // SPEC §2.1: a signed-in admin never sees the login form.
  beforeLoad: () => {
    if (getSessionAdmin()) throw redirect({ to: '/home', replace: true });
  },
  component: LoginPage,
});

function LoginPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-background p-4">
      <LoginForm />
    </main>
  );
}
