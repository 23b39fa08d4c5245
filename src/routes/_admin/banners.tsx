import { createFileRoute } from '@tanstack/react-router';
import { BannerScreen } from '@/features/banners/banner-screen';
import { bannerSearch } from '@/features/banners/banner-search';
import { LIST_PERMISSIONS } from '@/rules/lists';
import { Image } from 'lucide-react';

export const Route = createFileRoute('/_admin/banners')({
  staticData: {
    title: 'Banners',
    menu: { order: 90, permission: LIST_PERMISSIONS['/banners'], match: ['/banner'], icon: Image },
  },
  validateSearch: bannerSearch,
  component: BannersRoute,
});

function BannersRoute() {
  return <BannerScreen from="/_admin/banners" onCloseEdit={() => undefined} />;
}
