import {
  useAdminCreateGarageMutation,
  useAdminDeleteGarageMutation,
  useAdminEditGarageKarCheckMutation,
  useAdminEditGarageMutation,
  useAdminUpdateGarageStatusMutation,
} from '@/gql/hooks';
import { recordActions } from '@/lib/use-action';

// Everything that shows garages: the list, the record's own page and the forms' duplicate check.
const garage = recordActions(['AdminGaragePagination', 'AdminGetGarageDetail', 'ServiceDuplicates']);

/** SPEC §2.14: delete after 'Are you sure?', then the list reloads. */
export const useDeleteGarage = garage(useAdminDeleteGarageMutation, 'Garage deleted');
export const useCreateGarage = garage(useAdminCreateGarageMutation, 'Garage created', { fieldErrors: true });
export const useEditGarage = garage(useAdminEditGarageMutation, 'Garage updated', { fieldErrors: true });
/** SPEC §4 Kar Check: then the list reloads. */
export const useGarageKarCheck = garage(useAdminEditGarageKarCheckMutation, (data) =>
  data.adminEditGarageKarCheck.karCheck ? 'Kar Check approved' : 'Kar Check removed',
);
export const useGarageStatus = garage(useAdminUpdateGarageStatusMutation, (data) =>
  data.adminUpdateGarageStatus.status === 'ACTIVE'
    ? 'Garage approved'
    : data.adminUpdateGarageStatus.status === 'REJECT'
      ? 'Garage rejected; the owner is notified'
      : 'Garage set back to Pending',
);
