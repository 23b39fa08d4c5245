import { createFileRoute } from '@tanstack/react-router';
import { NotAvailable } from '@/components/layout/not-available';

export const Route = createFileRoute('/_admin/service-package/edit/$id')({
  component: () => <NotAvailable title="Edit Service Package" />,
});
