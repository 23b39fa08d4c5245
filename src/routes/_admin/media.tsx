import { createFileRoute } from '@tanstack/react-router';
import { MediaScreen } from '@/features/media-library/media-screen';
import { mediaSearch } from '@/features/media-library/media-search';
import { LIST_PERMISSIONS } from '@/rules/lists';

export const Route = createFileRoute('/_admin/media')({
  staticData: {
    title: 'Media',
    menu: { label: 'Media Library', group: 'services', order: 7, permission: LIST_PERMISSIONS['/media'] },
  },
  validateSearch: mediaSearch,
  component: MediaScreen,
});
