import { createFileRoute } from '@tanstack/react-router';
import { NotAvailable } from '@/components/layout/not-available';

export const Route = createFileRoute('/_admin/services/driving-center_/edit/$id')({
  component: () => <NotAvailable title="Edit Driving Center" />,
});
