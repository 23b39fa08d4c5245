import { createFileRoute } from '@tanstack/react-router';
import { NotAvailable } from '@/components/layout/not-available';

export const Route = createFileRoute('/_admin/contest_/create')({
  component: () => <NotAvailable title="Create Contest" />,
});
