import { createFileRoute } from '@tanstack/react-router';
import { NotAvailable } from '@/components/layout/not-available';

export const Route = createFileRoute('/_admin/reviews/video/list')({
  component: () => <NotAvailable title="Reviews Video" />,
});
