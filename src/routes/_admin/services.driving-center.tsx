import { createFileRoute } from '@tanstack/react-router';
import { NotAvailable } from '@/components/layout/not-available';

export const Route = createFileRoute('/_admin/services/driving-center')({
  component: () => <NotAvailable title="Driving Center" />,
});
