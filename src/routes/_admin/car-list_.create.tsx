import { createFileRoute } from '@tanstack/react-router';
import { NotAvailable } from '@/components/layout/not-available';

export const Route = createFileRoute('/_admin/car-list_/create')({
  component: () => <NotAvailable title="Create Car" />,
});
