import {
  useAdminCreateMarketPriceMutation,
  useAdminDeleteVersionMutation,
  useAdminEditMarketPriceMutation,
  type QueryName,
} from '@/gql/hooks';
import { useAction } from '@/lib/use-action';

export const CREATED_MESSAGE = 'Market price created';
export const UPDATED_MESSAGE = 'Market price updated';
export const DELETED_MESSAGE = 'Market price deleted';

// Everything that shows car versions: this list, the view page, and Settings' version list.
const SHOWS_VERSIONS: readonly QueryName[] = ['AdminGetListAllVersion', 'AdminGetListVersion'];

/** SPEC §2.5: delete after 'Are you sure?', then the lists refetch (a refusal is reported once). */
export const useDeleteMarketPrice = () =>
  useAction(useAdminDeleteVersionMutation, { success: DELETED_MESSAGE, invalidates: SHOWS_VERSIONS });

export const useCreateMarketPrice = () =>
  useAction(useAdminCreateMarketPriceMutation, {
    success: CREATED_MESSAGE,
    invalidates: SHOWS_VERSIONS,
    fieldErrors: true,
  });

export const useEditMarketPrice = () =>
  useAction(useAdminEditMarketPriceMutation, {
    success: UPDATED_MESSAGE,
    invalidates: [...SHOWS_VERSIONS, 'AdminGetVersionDetail'],
    fieldErrors: true,
  });
