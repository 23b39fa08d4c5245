import { createFileRoute } from '@tanstack/react-router';
import { NotAvailable } from '@/components/layout/not-available';

export const Route = createFileRoute('/_admin/feedback/reported-posts_/view/$id')({
  component: () => <NotAvailable title="Reported Post Detail" />,
});
