import {
  useAdminCreateReviewVideosMutation,
  useAdminDeleteReviewVideosMutation,
  useAdminEditReviewVideosMutation,
} from '@/gql/hooks';
import { recordActions } from '@/lib/use-action';

const video = recordActions(['AdminGetListReviewVideos', 'AdminGetReviewVideoDetail']);

export const useCreateReviewVideo = video(useAdminCreateReviewVideosMutation, 'Review video created', {
  fieldErrors: true,
});
export const useEditReviewVideo = video(useAdminEditReviewVideosMutation, 'Review video updated', {
  fieldErrors: true,
});
export const useDeleteReviewVideo = video(useAdminDeleteReviewVideosMutation, 'Review video deleted');
