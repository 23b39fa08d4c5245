import { createFileRoute } from '@tanstack/react-router';
import { NotAvailable } from '@/components/layout/not-available';

export const Route = createFileRoute('/_admin/services/buyer-demand/view/$id')({
  component: () => <NotAvailable title="Buying Customer Detail" />,
});
