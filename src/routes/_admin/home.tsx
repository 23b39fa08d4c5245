import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '@/features/dashboard/dashboard-screen';
import { prefetchDashboard } from '@/features/dashboard/prefetch';
import { LayoutDashboard } from 'lucide-react';

// autoCodeSplitting makes the component and the loader lazy: the charts and the firebase loader stay out
// of the entry chunk.
export const Route = createFileRoute('/_admin/home')({
  staticData: {
    title: 'Dashboard',
    menu: { order: 10, permission: 'dashboard.read', icon: LayoutDashboard },
  },
  loader: ({ context }) => prefetchDashboard(context.queryClient),
  component: DashboardScreen,
});
