import { createFileRoute } from '@tanstack/react-router';
import { NotAvailable } from '@/components/layout/not-available';

export const Route = createFileRoute('/_admin/service-package/create')({
  component: () => <NotAvailable title="Create Service Package" />,
});
