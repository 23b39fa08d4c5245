import { createFileRoute } from '@tanstack/react-router';
import { NotificationScreen } from '@/features/notification/notification-screen';
import { notificationSearch } from '@/features/notification/notification-search';

export const Route = createFileRoute('/_admin/notification')({
  staticData: { title: 'Notification' },
  validateSearch: notificationSearch,
  component: NotificationRoute,
});

function NotificationRoute() {
  const navigate = Route.useNavigate();
  return (
    <NotificationScreen
      search={Route.useSearch()}
      navigate={(update, options) => void navigate({ search: update, replace: options?.replace })}
    />
  );
}
