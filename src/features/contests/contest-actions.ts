import { useAdminCreateContestMutation, useAdminEditContestMutation } from '@/gql/hooks';
import { recordActions } from '@/lib/use-action';

export const CONTEST_LIST = '/contest';

const contest = recordActions(['ContestPagination', 'AdminGetContestDetail']);

export const useCreateContest = contest(useAdminCreateContestMutation, 'Contest created', {
  fieldErrors: true,
});
export const useEditContest = contest(useAdminEditContestMutation, 'Contest updated', { fieldErrors: true });
