import { createFileRoute } from '@tanstack/react-router';
import { NotAvailable } from '@/components/layout/not-available';

export const Route = createFileRoute('/_admin/services/buying-demand/list')({
  component: () => <NotAvailable title="Buying Demand" />,
});
