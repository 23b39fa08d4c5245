import { createFileRoute } from '@tanstack/react-router';
import { BannerScreen } from '@/features/banners/banner-screen';
import { bannerSearch } from '@/features/banners/banner-search';

// The same screen as /banners: the side form is the create form.
export const Route = createFileRoute('/_admin/banner/create')({
  staticData: { title: 'Create Banner' },
  validateSearch: bannerSearch,
  component: CreateBannerRoute,
});

function CreateBannerRoute() {
  const navigate = Route.useNavigate();
  return (
    <BannerScreen
      search={Route.useSearch()}
      navigate={(update, options) => void navigate({ search: update, replace: options?.replace })}
      onCloseEdit={() => undefined}
    />
  );
}
