import { createFileRoute } from '@tanstack/react-router';
import { NotAvailable } from '@/components/layout/not-available';

export const Route = createFileRoute('/_admin/learning-driving/question-theory')({
  component: () => <NotAvailable title="Question Theory" />,
});
