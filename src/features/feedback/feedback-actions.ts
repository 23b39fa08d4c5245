import { useAdminDeleteFeedBackMutation } from '@/gql/hooks';
import { recordActions } from '@/lib/use-action';

export const FEEDBACK_DELETED_MESSAGE = 'Feedback deleted';

// The list. Not the view page: delete is the only write, and a refetch of the record it just removed
// would answer NOT_FOUND and hold the page until it gave up, before Delete leaves for the list.
const feedback = recordActions(['AdminListFeedBack']);

/** SPEC §2.12: delete after 'Are you sure?', then the list refetches (a refusal is reported once). */
export const useDeleteFeedback = feedback(useAdminDeleteFeedBackMutation, FEEDBACK_DELETED_MESSAGE);
