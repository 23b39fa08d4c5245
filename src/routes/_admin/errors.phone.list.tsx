import { createFileRoute } from '@tanstack/react-router';
import { NotAvailable } from '@/components/layout/not-available';

export const Route = createFileRoute('/_admin/errors/phone/list')({
  component: () => <NotAvailable title="Phone Message" />,
});
