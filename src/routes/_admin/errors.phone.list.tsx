import { createFileRoute } from '@tanstack/react-router';
import { phoneErrorSearch } from '@/features/feedback/feedback-search';
import { PhoneErrorScreen } from '@/features/feedback/phone-error-screen';

export const Route = createFileRoute('/_admin/errors/phone/list')({
  staticData: { title: 'Phone Message' },
  validateSearch: phoneErrorSearch,
  component: PhoneErrorRoute,
});

function PhoneErrorRoute() {
  const navigate = Route.useNavigate();
  return (
    <PhoneErrorScreen
      search={Route.useSearch()}
      navigate={(update, options) => void navigate({ search: update, replace: options?.replace })}
    />
  );
}
