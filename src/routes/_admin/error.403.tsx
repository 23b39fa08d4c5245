import { Link, createFileRoute } from '@tanstack/react-router';
import { ShieldX } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';

export const Route = createFileRoute('/_admin/error/403')({
  staticData: { title: 'Not authorized' },
  component: ForbiddenPage,
});

function ForbiddenPage() {
  return (
    <section className="flex flex-col items-center gap-4 px-6 py-20 text-center">
      <ShieldX aria-hidden="true" className="size-14 text-warning" />
      <p className="text-4xl font-bold text-muted-foreground">403</p>
      <h1 className="text-lg font-medium">Sorry, you are not authorized to access this page.</h1>
      <Link to="/home" className={buttonVariants()}>
        Back home
      </Link>
    </section>
  );
}
