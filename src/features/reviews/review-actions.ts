import { useMemo } from 'react';
import { activeBulkActions, deleteBulkAction, type BulkWords } from '@/components/data-table/bulk-presets';
import type { ListBulk } from '@/components/data-table/selection';
import type { AdminBulkReviewKind } from '@/gql/graphql';
import {
  useAdminBulkChangeStatusReviewsMutation,
  useAdminBulkDeleteReviewsMutation,
  useAdminChangeStatusReviewCategoryMutation,
  useAdminChangeStatusReviewMutation,
  useAdminCreateReviewCategoryMutation,
  useAdminCreateReviewMutation,
  useAdminDeleteReviewCategoryMutation,
  useAdminDeleteReviewMutation,
  useAdminEditReviewCategoryMutation,
  useAdminEditReviewMutation,
} from '@/gql/hooks';
import { bulkAnswer } from '@/lib/bulk-answer';
import { trashingDelete, useTrashUndo } from '@/lib/trash';
import { recordActions, useAction } from '@/lib/use-action';

// Everything that shows reviews, and the categories' totals that count them.
const REVIEW_QUERIES = [
  'AdminGetListReviews',
  'AdminGetReviewDetail',
  'AdminGetReviewsCatetories',
  'AdminGetListReviewCategories',
  'AdminGetReviewCategoryDetail',
] as const;
const review = recordActions(REVIEW_QUERIES);

export const useCreateReview = review(useAdminCreateReviewMutation, 'Review created', { fieldErrors: true });
export const useEditReview = review(useAdminEditReviewMutation, 'Review updated', { fieldErrors: true });
export const useDeleteReview = trashingDelete(
  'REVIEW',
  REVIEW_QUERIES,
  useAdminDeleteReviewMutation,
  'Review deleted',
);
export const useSetReviewActive = review(useAdminChangeStatusReviewMutation, (r) =>
  r.adminChangeStatusReview.isActive ? 'Review activated' : 'Review deactivated',
);

// The categories appear in their own list, the pickers and beside every review.
const CATEGORY_QUERIES = [
  'AdminGetListReviewCategories',
  'AdminGetReviewCategoryDetail',
  'AdminGetReviewsCatetories',
  'AdminGetListReviews',
  'AdminGetReviewDetail',
] as const;
const category = recordActions(CATEGORY_QUERIES);

export const useCreateReviewCategory = category(useAdminCreateReviewCategoryMutation, 'Category created', {
  fieldErrors: true,
});
export const useEditReviewCategory = category(useAdminEditReviewCategoryMutation, 'Category updated', {
  fieldErrors: true,
});
export const useDeleteReviewCategory = trashingDelete(
  'REVIEW_CATEGORY',
  CATEGORY_QUERIES,
  useAdminDeleteReviewCategoryMutation,
  'Category deleted',
);
export const useSetReviewCategoryActive = category(useAdminChangeStatusReviewCategoryMutation, (r) =>
  r.adminChangeStatusReviewCategory.isActive ? 'Category activated' : 'Category deactivated',
);

/**
 * The bulk actions of the reviews list or the categories list (issue 25 §2): set active or inactive and
 * delete, each row as its own switch or delete (a category in use is refused on its row).
 */
export function useReviewBulk<Row extends { id: string; nameVi: string }>(
  kind: AdminBulkReviewKind,
  words: BulkWords,
): ListBulk<Row> {
  // Both lists show both (a category's total counts its reviews), so either action refreshes both.
  const { run: setActive } = useAction(useAdminBulkChangeStatusReviewsMutation, {
    invalidates: REVIEW_QUERIES,
  });
  const { run: remove } = useAction(useAdminBulkDeleteReviewsMutation, { invalidates: REVIEW_QUERIES });
  const undo = useTrashUndo(kind === 'REVIEW' ? 'REVIEW' : 'REVIEW_CATEGORY');
  return useMemo(
    () => ({
      rowName: (r) => r.nameVi,
      actions: [
        ...activeBulkActions<Row>({
          permission: 'reviews.write',
          words,
          run: async (rows, active) =>
            bulkAnswer(
              await setActive({ kind, ids: rows.map((r) => r.id), active }),
              (d) => d.adminBulkChangeStatusReviews,
            ),
        }),
        deleteBulkAction<Row>({
          permission: 'reviews.delete',
          words,
          undo,
          run: async (rows) =>
            bulkAnswer(await remove({ kind, ids: rows.map((r) => r.id) }), (d) => d.adminBulkDeleteReviews),
        }),
      ],
    }),
    [kind, words, setActive, remove, undo],
  );
}
