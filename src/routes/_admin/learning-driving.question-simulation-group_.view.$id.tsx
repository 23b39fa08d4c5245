import { createFileRoute } from '@tanstack/react-router';
import { NotAvailable } from '@/components/layout/not-available';

export const Route = createFileRoute('/_admin/learning-driving/question-simulation-group_/view/$id')({
  component: () => <NotAvailable title="Question Simulation Group Detail" />,
});
