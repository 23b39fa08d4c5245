import { createFileRoute } from '@tanstack/react-router';
import { NotAvailable } from '@/components/layout/not-available';

export const Route = createFileRoute('/_admin/benefit-package_/view/$id')({
  component: () => <NotAvailable title="Benefit Package Detail" />,
});
