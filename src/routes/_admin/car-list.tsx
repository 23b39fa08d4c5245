import { createFileRoute } from '@tanstack/react-router';
import { NotAvailable } from '@/components/layout/not-available';

export const Route = createFileRoute('/_admin/car-list')({
  component: () => <NotAvailable title="Car List" />,
});
