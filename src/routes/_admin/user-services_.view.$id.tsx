import { createFileRoute } from '@tanstack/react-router';
import { NotAvailable } from '@/components/layout/not-available';

export const Route = createFileRoute('/_admin/user-services_/view/$id')({
  component: () => <NotAvailable title="User Service Package Detail" />,
});
