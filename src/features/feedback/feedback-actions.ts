import { useAdminDeleteFeedBackMutation } from '@/gql/hooks';
import { recordActions } from '@/lib/use-action';

export const FEEDBACK_DELETED_MESSAGE = 'Feedback deleted';

// Everything that shows feedback: the list and the view page.
const feedback = recordActions(['AdminListFeedBack', 'AdminGetFeedBackDetail']);

/** SPEC §2.12: delete after 'Are you sure?', then the list refetches (a refusal is reported once). */
export const useDeleteFeedback = feedback(useAdminDeleteFeedBackMutation, FEEDBACK_DELETED_MESSAGE);
