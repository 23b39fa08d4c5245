import { createFileRoute } from '@tanstack/react-router';
import { BannerTrashScreen } from '@/features/trash/trash-screen';
import { trashSearch } from '@/features/trash/trash-search';

export const Route = createFileRoute('/_admin/trash/banners')({
  staticData: { title: 'Banner trash', menu: { group: 'trash', order: 10, permission: 'banners.read' } },
  validateSearch: trashSearch,
  component: BannerTrashScreen,
});
