import { useAdminDeleteMediaMutation } from '@/gql/hooks';
import { recordActions } from '@/lib/use-action';

export const MEDIA_LIST = '/media';

// A refusal (the file is in use) is reported once, by the error mapper, with where it is used.
export const useDeleteMedia = recordActions(['AdminListMedia', 'AdminListMediaUploaders'])(
  useAdminDeleteMediaMutation,
  'Media deleted',
);
