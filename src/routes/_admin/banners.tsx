import { createFileRoute } from '@tanstack/react-router';
import { BannerScreen } from '@/features/banners/banner-screen';
import { bannerSearch } from '@/features/banners/banner-search';

export const Route = createFileRoute('/_admin/banners')({
  staticData: { title: 'Banners' },
  validateSearch: bannerSearch,
  component: BannersRoute,
});

function BannersRoute() {
  const navigate = Route.useNavigate();
  return (
    <BannerScreen
      search={Route.useSearch()}
      navigate={(update, options) => void navigate({ search: update, replace: options?.replace })}
      onCloseEdit={() => undefined}
    />
  );
}
