import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '@/features/dashboard/dashboard-screen';

// autoCodeSplitting makes this component lazy: the charts and the firebase loader stay out of the entry chunk.
export const Route = createFileRoute('/_admin/home')({
  component: DashboardScreen,
});
