import { createFileRoute } from '@tanstack/react-router';
import { RegisterForm } from '@/features/auth/register-form';

export const Route = createFileRoute('/auth/register')({
  staticData: { title: 'Register' },
  component: RegisterPage,
});

function RegisterPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-background p-4">
      <RegisterForm />
    </main>
  );
}
