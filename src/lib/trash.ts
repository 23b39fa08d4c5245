import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { TrashKind } from '@/gql/graphql';
import {
  type QueryName,
  useAdminRestoreBannerFromTrashMutation,
  useAdminRestoreReviewFromTrashMutation,
  useAdminRestoreServiceFromTrashMutation,
} from '@/gql/hooks';
import { notify } from './notify';
import { useAction, type ActionResult, type MutationHook } from './use-action';

/** How long 'Deleted · Undo' stays after a delete whose record goes to the Trash (issue 28 §4). */
export const TRASH_UNDO_MS = 10_000;
/** What the message says beside Undo. */
export const TRASH_NOTE = 'In the Trash for 30 days';

/** The Trash a kind of record waits in: each area's fields restore only their own kinds (docs/trash.md). */
export type TrashArea = 'banners' | 'reviews' | 'services';

export const TRASH_AREA: Record<TrashKind, TrashArea> = {
  BANNER: 'banners',
  REVIEW: 'reviews',
  REVIEW_CATEGORY: 'reviews',
  REVIEW_VIDEO: 'reviews',
  GARAGE: 'services',
  DRIVING_CENTER: 'services',
  PARKING: 'services',
};

export const TRASH_KIND_WORDS: Record<TrashKind, string> = {
  BANNER: 'Banner',
  REVIEW: 'Review',
  REVIEW_CATEGORY: 'Review category',
  REVIEW_VIDEO: 'Review video',
  GARAGE: 'Garage & Salon',
  DRIVING_CENTER: 'Driving centre',
  PARKING: 'Parking',
};

/**
 * Takes records of one kind out of the Trash as they were, through their area's field, one call each (a
 * bulk delete's Undo gives many) and one message for those restored; a refusal is reported by the error
 * mapper. A restored record may show on any list, picker or count, so everything cached is made stale
 * (only what is on screen refetches now).
 */
export function useRestoreFromTrash(): (
  kind: TrashKind,
  ids: string | readonly string[],
) => Promise<ActionResult<unknown>> {
  const client = useQueryClient();
  const quiet = { invalidates: [] } as const;
  const banner = useAction(useAdminRestoreBannerFromTrashMutation, quiet).run;
  const review = useAction(useAdminRestoreReviewFromTrashMutation, quiet).run;
  const service = useAction(useAdminRestoreServiceFromTrashMutation, quiet).run;
  return useCallback(
    async (kind, ids) => {
      const run = { banners: banner, reviews: review, services: service }[TRASH_AREA[kind]];
      const all = typeof ids === 'string' ? [ids] : ids;
      let last: ActionResult<unknown> = { ok: true, data: null };
      let restored = 0;
      for (const id of all) {
        const result = await run({ kind, id });
        if (result.ok) restored += 1;
        else last = result;
      }
      if (restored > 0)
        notify.success({ title: all.length === 1 ? 'Restored' : `${String(restored)} restored` });
      await client.invalidateQueries();
      return last;
    },
    [banner, review, service, client],
  );
}

/**
 * The delete of a record that goes to the Trash (docs/trash.md): its message offers Undo for
 * TRASH_UNDO_MS, which restores the record exactly. Declared like `recordActions`' actions:
 *
 *   export const useDeleteBanner = trashingDelete('BANNER', BANNER_QUERIES, useAdminDeleteBannerMutation, 'Banner deleted');
 */
export function trashingDelete<R, V extends { id: string | number }>(
  kind: TrashKind,
  invalidates: readonly QueryName[],
  useMutationHook: MutationHook<R, V>,
  title: string,
) {
  return function useTrashingDelete() {
    const restore = useRestoreFromTrash();
    return useAction(useMutationHook, {
      invalidates,
      success: (_data, v) => ({
        title,
        description: TRASH_NOTE,
        action: { label: 'Undo', run: () => void restore(kind, String(v.id)) },
        duration: TRASH_UNDO_MS,
      }),
    });
  };
}

/** A bulk delete's Undo (`deleteBulkAction`'s `undo`): restores the rows it deleted, of one kind. */
export function useTrashUndo(kind: TrashKind) {
  const restore = useRestoreFromTrash();
  return useMemo(
    () => ({ run: (ids: readonly string[]) => restore(kind, ids), ms: TRASH_UNDO_MS, note: TRASH_NOTE }),
    [restore, kind],
  );
}
