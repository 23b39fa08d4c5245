import { createFileRoute } from '@tanstack/react-router';
import { SetPasswordCard } from '@/features/auth/set-password-card';

export const Route = createFileRoute('/auth/reset-password')({
  staticData: { title: 'Reset password' },
  // By hand, not zod: a route's search parser loads with the app's first script (docs/bundle.md).
  validateSearch: (raw: Record<string, unknown>): { token?: string } =>
    typeof raw.token === 'string' && raw.token ? { token: raw.token } : {},
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useSearch();
  return (
    <main className="flex min-h-screen items-center justify-center bg-background p-4">
      <SetPasswordCard kind="reset" token={token ?? ''} />
    </main>
  );
}
