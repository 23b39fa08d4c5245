import { createFileRoute } from '@tanstack/react-router';
import { ServiceTrashScreen } from '@/features/trash/trash-screen';
import { trashSearch } from '@/features/trash/trash-search';

export const Route = createFileRoute('/_admin/trash/services')({
  staticData: { title: 'Service trash', menu: { group: 'trash', order: 30, permission: 'services.read' } },
  validateSearch: trashSearch,
  component: ServiceTrashScreen,
});
