import { createFileRoute } from '@tanstack/react-router';
import { MediaScreen } from '@/features/media-library/media-screen';
import { mediaSearch } from '@/features/media-library/media-search';

export const Route = createFileRoute('/_admin/media')({
  staticData: { title: 'Media' },
  validateSearch: mediaSearch,
  component: MediaRoute,
});

function MediaRoute() {
  const navigate = Route.useNavigate();
  return (
    <MediaScreen
      search={Route.useSearch()}
      navigate={(update, options) => void navigate({ search: update, replace: options?.replace })}
    />
  );
}
