import { createFileRoute } from '@tanstack/react-router';
import { NotAvailable } from '@/components/layout/not-available';

export const Route = createFileRoute('/_admin/market-price_/view/$id')({
  component: () => <NotAvailable title="Market Price Detail" />,
});
