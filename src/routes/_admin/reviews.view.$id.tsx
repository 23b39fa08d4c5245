import { createFileRoute } from '@tanstack/react-router';
import { NotAvailable } from '@/components/layout/not-available';

export const Route = createFileRoute('/_admin/reviews/view/$id')({
  component: () => <NotAvailable title="Review Detail" />,
});
