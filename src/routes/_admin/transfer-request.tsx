import { createFileRoute } from '@tanstack/react-router';
import { NotAvailable } from '@/components/layout/not-available';

export const Route = createFileRoute('/_admin/transfer-request')({
  component: () => <NotAvailable title="Transfer Request" />,
});
