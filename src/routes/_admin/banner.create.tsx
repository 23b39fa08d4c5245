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
  return <BannerScreen from="/_admin/banner/create" onCloseEdit={() => undefined} />;
}
