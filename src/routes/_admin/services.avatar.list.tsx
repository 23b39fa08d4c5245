import { createFileRoute } from '@tanstack/react-router';
import { AvatarScreen } from '@/features/avatars/avatar-screen';
import { avatarSearch } from '@/features/avatars/avatar-search';

export const Route = createFileRoute('/_admin/services/avatar/list')({
  staticData: { title: 'Avatar' },
  validateSearch: avatarSearch,
  component: AvatarRoute,
});

function AvatarRoute() {
  const navigate = Route.useNavigate();
  return (
    <AvatarScreen
      search={Route.useSearch()}
      navigate={(update, options) => void navigate({ search: update, replace: options?.replace })}
    />
  );
}
