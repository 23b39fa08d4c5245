import { createFileRoute } from '@tanstack/react-router';
import { NotAvailable } from '@/components/layout/not-available';

export const Route = createFileRoute('/_admin/user-services_/create')({
  component: () => <NotAvailable title="Create User Service Package" />,
});
