import {
  useAdminCreateBannerMutation,
  useAdminDeleteBannerMutation,
  useAdminEditBannerMutation,
  useAdminUpdateStatusBannerMutation,
} from '@/gql/hooks';
import { recordActions } from '@/lib/use-action';

export const BANNER_LIST = '/banners';

// SPEC §4: a banner's create, edit and toggle reload the list.
const banner = recordActions(['AdminListBanner', 'GetBannerDetail']);

export const useDeleteBanner = banner(useAdminDeleteBannerMutation, 'Banner deleted');
export const useToggleBanner = banner(useAdminUpdateStatusBannerMutation, (b) =>
  b.adminUpdateStatusBanner.isActive ? 'Banner active' : 'Banner inactive',
);
export const useCreateBanner = banner(useAdminCreateBannerMutation, 'Banner created', { fieldErrors: true });
export const useEditBanner = banner(useAdminEditBannerMutation, 'Banner updated', { fieldErrors: true });
