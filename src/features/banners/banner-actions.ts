import { useMemo } from 'react';
import { activeBulkActions, deleteBulkAction } from '@/components/data-table/bulk-presets';
import type { ListBulk } from '@/components/data-table/selection';
import type { BannerRowFragment } from '@/gql/graphql';
import {
  useAdminBulkDeleteBannersMutation,
  useAdminBulkUpdateStatusBannersMutation,
  useAdminCreateBannerMutation,
  useAdminDeleteBannerMutation,
  useAdminEditBannerMutation,
  useAdminUpdateStatusBannerMutation,
} from '@/gql/hooks';
import { bulkAnswer } from '@/lib/bulk-answer';
import { trashingDelete, useTrashUndo } from '@/lib/trash';
import { recordActions, useAction } from '@/lib/use-action';

export const BANNER_LIST = '/banners';

// SPEC §4: a banner's create, edit and toggle reload the list.
const BANNER_QUERIES = ['AdminListBanner', 'GetBannerDetail'] as const;
const banner = recordActions(BANNER_QUERIES);

export const useDeleteBanner = trashingDelete(
  'BANNER',
  BANNER_QUERIES,
  useAdminDeleteBannerMutation,
  'Banner deleted',
);
export const useToggleBanner = banner(useAdminUpdateStatusBannerMutation, (b) =>
  b.adminUpdateStatusBanner.isActive ? 'Banner active' : 'Banner inactive',
);
export const useCreateBanner = banner(useAdminCreateBannerMutation, 'Banner created', { fieldErrors: true });
export const useEditBanner = banner(useAdminEditBannerMutation, 'Banner updated', { fieldErrors: true });

const words = { one: 'banner', many: 'banners' };

/**
 * The list's bulk actions (issue 25 §2): set active or inactive (a state, where the row's switch flips) and
 * delete, each row as on its own.
 */
export function useBannerBulk(): ListBulk<BannerRowFragment> {
  const { run: setActive } = useAction(useAdminBulkUpdateStatusBannersMutation, {
    invalidates: BANNER_QUERIES,
  });
  const { run: remove } = useAction(useAdminBulkDeleteBannersMutation, { invalidates: BANNER_QUERIES });
  const undo = useTrashUndo('BANNER');
  return useMemo(
    () => ({
      rowName: (b) => b.name,
      actions: [
        ...activeBulkActions<BannerRowFragment>({
          permission: 'banners.write',
          words,
          run: async (rows, active) =>
            bulkAnswer(
              await setActive({ ids: rows.map((r) => r.id), active }),
              (d) => d.adminBulkUpdateStatusBanners,
            ),
        }),
        deleteBulkAction<BannerRowFragment>({
          permission: 'banners.delete',
          words,
          undo,
          run: async (rows) =>
            bulkAnswer(await remove({ ids: rows.map((r) => r.id) }), (d) => d.adminBulkDeleteBanners),
        }),
      ],
    }),
    [setActive, remove, undo],
  );
}
