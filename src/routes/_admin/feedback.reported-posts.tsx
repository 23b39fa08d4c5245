import { createFileRoute } from '@tanstack/react-router';
import { reportPostSearch } from '@/features/feedback/feedback-search';
import { ReportPostScreen } from '@/features/feedback/report-post-screen';

export const Route = createFileRoute('/_admin/feedback/reported-posts')({
  staticData: { title: 'Reported Posts' },
  validateSearch: reportPostSearch,
  component: ReportPostRoute,
});

function ReportPostRoute() {
  const navigate = Route.useNavigate();
  return (
    <ReportPostScreen
      search={Route.useSearch()}
      navigate={(update, options) => void navigate({ search: update, replace: options?.replace })}
    />
  );
}
