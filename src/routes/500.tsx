import { Link, createFileRoute } from '@tanstack/react-router';
import { buttonVariants } from '@/components/ui/button';

export const Route = createFileRoute('/500')({
  staticData: { title: 'Internal Server Error' },
  component: ServerErrorPage,
});

function ServerErrorPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-background p-6 text-center">
      <p className="text-7xl font-bold text-destructive">500</p>
      <h1 className="text-2xl font-semibold">Internal Server Error</h1>
      <p className="text-muted-foreground">Something went wrong. Please try again later.</p>
      <Link to="/home" className={buttonVariants({ variant: 'outline' })}>
        Back home
      </Link>
    </main>
  );
}
