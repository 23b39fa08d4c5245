import { createFileRoute } from '@tanstack/react-router';
import { ForgotForm } from '@/features/auth/forgot-form';

export const Route = createFileRoute('/auth/forgot')({
  staticData: { title: 'Forgot password' },
  component: ForgotPage,
});

function ForgotPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-background p-4">
      <ForgotForm />
    </main>
  );
}
