import { Link, createFileRoute } from '@tanstack/react-router';
import { buttonVariants } from '@/components/ui/button';

export const Route = createFileRoute('/404')({
  staticData: { title: 'Page not found' },
  component: NotFoundPage,
});

function NotFoundPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-background p-6 text-center">
      <p className="text-7xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">Looks like you got lost</h1>
      <Link to="/home" className={buttonVariants({ size: 'lg' })}>
        Back home
      </Link>
    </main>
  );
}
