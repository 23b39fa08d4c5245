import {
  useAdminCreateReviewVideosMutation,
  useAdminDeleteReviewVideosMutation,
  useAdminEditReviewVideosMutation,
} from '@/gql/hooks';
import { trashingDelete } from '@/lib/trash';
import { recordActions } from '@/lib/use-action';

const VIDEO_QUERIES = ['AdminGetListReviewVideos', 'AdminGetReviewVideoDetail'] as const;
const video = recordActions(VIDEO_QUERIES);

export const useCreateReviewVideo = video(useAdminCreateReviewVideosMutation, 'Review video created', {
  fieldErrors: true,
});
export const useEditReviewVideo = video(useAdminEditReviewVideosMutation, 'Review video updated', {
  fieldErrors: true,
});
export const useDeleteReviewVideo = trashingDelete(
  'REVIEW_VIDEO',
  VIDEO_QUERIES,
  useAdminDeleteReviewVideosMutation,
  'Review video deleted',
);
