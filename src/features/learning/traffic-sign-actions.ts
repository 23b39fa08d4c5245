import {
  useAdminCreateTrafficSignsMutation,
  useAdminDeleteTrafficSignsMutation,
  useAdminEditTrafficSignsMutation,
} from '@/gql/hooks';
import { recordActions } from '@/lib/use-action';

export const CREATED_MESSAGE = 'Traffic sign created';
export const UPDATED_MESSAGE = 'Traffic sign updated';
export const DELETED_MESSAGE = 'Traffic sign deleted';

// Everything that shows traffic signs: the list, the learner preview's choices, the record's pages.
const sign = recordActions(['AdminGetListTrafficSigns', 'LearnerSignChoices']);

export const useDeleteTrafficSign = sign(useAdminDeleteTrafficSignsMutation, DELETED_MESSAGE);
export const useCreateTrafficSign = sign(useAdminCreateTrafficSignsMutation, CREATED_MESSAGE, {
  fieldErrors: true,
});
export const useEditTrafficSign = sign(useAdminEditTrafficSignsMutation, UPDATED_MESSAGE, {
  fieldErrors: true,
  also: ['AdminGetTrafficSignDetail'],
});
