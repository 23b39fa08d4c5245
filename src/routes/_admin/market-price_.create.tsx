import { createFileRoute } from '@tanstack/react-router';
import { NotAvailable } from '@/components/layout/not-available';

export const Route = createFileRoute('/_admin/market-price_/create')({
  component: () => <NotAvailable title="Create Market Price" />,
});
