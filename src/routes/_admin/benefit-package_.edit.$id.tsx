import { createFileRoute } from '@tanstack/react-router';
import { NotAvailable } from '@/components/layout/not-available';

export const Route = createFileRoute('/_admin/benefit-package_/edit/$id')({
  component: () => <NotAvailable title="Edit Benefit Package" />,
});
