import { createFileRoute } from '@tanstack/react-router';
import { NotAvailable } from '@/components/layout/not-available';

export const Route = createFileRoute('/_admin/services/parking/view/$id')({
  component: () => <NotAvailable title="Parking Detail" />,
});
