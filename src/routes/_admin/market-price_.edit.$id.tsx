import { createFileRoute } from '@tanstack/react-router';
import { NotAvailable } from '@/components/layout/not-available';

export const Route = createFileRoute('/_admin/market-price_/edit/$id')({
  component: () => <NotAvailable title="Edit Market Price" />,
});
