import {
  useAdminChangeStatusReviewCategoryMutation,
  useAdminChangeStatusReviewMutation,
  useAdminCreateReviewCategoryMutation,
  useAdminCreateReviewMutation,
  useAdminDeleteReviewCategoryMutation,
  useAdminDeleteReviewMutation,
  useAdminEditReviewCategoryMutation,
  useAdminEditReviewMutation,
} from '@/gql/hooks';
import { recordActions } from '@/lib/use-action';

// Everything that shows reviews, and the categories' totals that count them.
const review = recordActions([
  'AdminGetListReviews',
  'AdminGetReviewDetail',
  'AdminGetReviewsCatetories',
  'AdminGetListReviewCategories',
  'AdminGetReviewCategoryDetail',
]);

export const useCreateReview = review(useAdminCreateReviewMutation, 'Review created', { fieldErrors: true });
export const useEditReview = review(useAdminEditReviewMutation, 'Review updated', { fieldErrors: true });
export const useDeleteReview = review(useAdminDeleteReviewMutation, 'Review deleted');
export const useSetReviewActive = review(useAdminChangeStatusReviewMutation, (r) =>
  r.adminChangeStatusReview.isActive ? 'Review activated' : 'Review deactivated',
);

// The categories appear in their own list, the pickers and beside every review.
const category = recordActions([
  'AdminGetListReviewCategories',
  'AdminGetReviewCategoryDetail',
  'AdminGetReviewsCatetories',
  'AdminGetListReviews',
  'AdminGetReviewDetail',
]);

export const useCreateReviewCategory = category(useAdminCreateReviewCategoryMutation, 'Category created', {
  fieldErrors: true,
});
export const useEditReviewCategory = category(useAdminEditReviewCategoryMutation, 'Category updated', {
  fieldErrors: true,
});
export const useDeleteReviewCategory = category(useAdminDeleteReviewCategoryMutation, 'Category deleted');
export const useSetReviewCategoryActive = category(useAdminChangeStatusReviewCategoryMutation, (r) =>
  r.adminChangeStatusReviewCategory.isActive ? 'Category activated' : 'Category deactivated',
);
