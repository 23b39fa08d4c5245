import {
  useAdminCreateQuestionMutation,
  useAdminDeleteQuestionMutation,
  useAdminEditQuestionMutation,
} from '@/gql/hooks';
import { recordActions } from '@/lib/use-action';

export const CREATED_MESSAGE = 'Theory question created';
export const UPDATED_MESSAGE = 'Theory question updated';
export const DELETED_MESSAGE = 'Theory question deleted';

// Everything that shows theory questions: the list and the record's pages.
const question = recordActions(['AdminListQuestion']);

/** SPEC §7: adminDeleteQuestion takes the question number as text. */
export const useDeleteQuestion = question(useAdminDeleteQuestionMutation, DELETED_MESSAGE);
export const useCreateQuestion = question(useAdminCreateQuestionMutation, CREATED_MESSAGE, {
  fieldErrors: true,
});
export const useEditQuestion = question(useAdminEditQuestionMutation, UPDATED_MESSAGE, {
  fieldErrors: true,
  also: ['AdminGetQuestionDetail'],
});
