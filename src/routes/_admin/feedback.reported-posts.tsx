import { createFileRoute } from '@tanstack/react-router';
import { reportPostSearch } from '@/features/feedback/feedback-search';
import { ReportPostScreen } from '@/features/feedback/report-post-screen';
import { LIST_PERMISSIONS } from '@/rules/lists';

export const Route = createFileRoute('/_admin/feedback/reported-posts')({
  staticData: {
    title: 'Reported Posts',
    menu: {
      group: 'feedbacks',
      order: 1,
      permission: LIST_PERMISSIONS['/feedback/reported-posts'],
      // Not named in SPEC: the posts whose reports wait for a decision, live (docs/live.md).
      badge: { search: {}, label: 'reported' },
    },
    listCounter: () => import('@/features/feedback/report-post-list').then((m) => m.reportPostCounter),
  },
  validateSearch: reportPostSearch,
  component: ReportPostScreen,
});
