import {
  useAdminCreateMarketPriceMutation,
  useAdminDeleteVersionMutation,
  useAdminEditMarketPriceMutation,
} from '@/gql/hooks';
import { recordActions } from '@/lib/use-action';

export const CREATED_MESSAGE = 'Market price created';
export const UPDATED_MESSAGE = 'Market price updated';
export const DELETED_MESSAGE = 'Market price deleted';

// Everything that shows car versions: this list, the view page, and Settings' version list.
const version = recordActions(['AdminGetListAllVersion', 'AdminGetListVersion']);

/** SPEC §2.5: delete after 'Are you sure?', then the lists refetch (a refusal is reported once). */
export const useDeleteMarketPrice = version(useAdminDeleteVersionMutation, DELETED_MESSAGE);
export const useCreateMarketPrice = version(useAdminCreateMarketPriceMutation, CREATED_MESSAGE, {
  fieldErrors: true,
});
export const useEditMarketPrice = version(useAdminEditMarketPriceMutation, UPDATED_MESSAGE, {
  fieldErrors: true,
  also: ['AdminGetVersionDetail'],
});
