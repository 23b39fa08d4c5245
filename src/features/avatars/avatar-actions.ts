import {
  useAdminCreateAvatarsMutation,
  useAdminDeleteAvatarsMutation,
  useAdminEditAvatarsMutation,
} from '@/gql/hooks';
import { recordActions } from '@/lib/use-action';

export const AVATAR_LIST = '/services/avatar/list';

// Making one avatar the default changes another row too: the whole list refetches.
const avatar = recordActions(['AdminGetListAvatars', 'AdminGetAvatarDetail']);

export const useDeleteAvatar = avatar(useAdminDeleteAvatarsMutation, 'Avatar deleted');
export const useCreateAvatar = avatar(useAdminCreateAvatarsMutation, 'Avatar created', { fieldErrors: true });
export const useEditAvatar = avatar(useAdminEditAvatarsMutation, 'Avatar updated', { fieldErrors: true });
