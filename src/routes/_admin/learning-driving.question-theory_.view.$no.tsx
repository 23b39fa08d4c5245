import { createFileRoute } from '@tanstack/react-router';
import { NotAvailable } from '@/components/layout/not-available';

export const Route = createFileRoute('/_admin/learning-driving/question-theory_/view/$no')({
  component: () => <NotAvailable title="Question Theory Detail" />,
});
