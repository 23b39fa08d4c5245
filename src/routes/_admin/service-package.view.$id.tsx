import { createFileRoute } from '@tanstack/react-router';
import { NotAvailable } from '@/components/layout/not-available';

export const Route = createFileRoute('/_admin/service-package/view/$id')({
  component: () => <NotAvailable title="Service Package Detail" />,
});
