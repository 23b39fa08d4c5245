import { createFileRoute } from '@tanstack/react-router';
import { NotAvailable } from '@/components/layout/not-available';

export const Route = createFileRoute('/_admin/services/buying-demand/create')({
  component: () => <NotAvailable title="Create Buying Demand" />,
});
