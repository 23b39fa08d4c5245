import {
  useAdminCreateCarBuyingNeedMutation,
  useAdminDeleteCarBuyingNeedMutation,
  useAdminEditCarBuyingNeedMutation,
  useAdminUpdateStatusCarBuyingNeedMutation,
} from '@/gql/hooks';
import { recordActions } from '@/lib/use-action';

// Everything that shows buying needs: both lists and the detail.
const need = recordActions([
  'AdminPaginationCarBuyingNeeds',
  'AdminGetListCustomerCarBuyingNeedByUserId',
  'AdminGetCarBuyingNeedDetail',
]);

export const useDeleteBuyingDemand = need(useAdminDeleteCarBuyingNeedMutation, 'Buying demand deleted');
export const useCreateBuyingDemand = need(useAdminCreateCarBuyingNeedMutation, 'Buying demand created', {
  fieldErrors: true,
});
export const useEditBuyingDemand = need(useAdminEditCarBuyingNeedMutation, 'Buying demand updated', {
  fieldErrors: true,
});
export const useBuyingDemandStatus = need(useAdminUpdateStatusCarBuyingNeedMutation, 'Status updated');
