import {
  useAdminCreateCenterDriverLisenseMutation,
  useAdminEditCenterDriverLisenseMutation,
  useAdminUpdateStatusCenterDriverLisenseMutation,
  useDeleteCenterDriverLisenseMutation,
} from '@/gql/hooks';
import { recordActions } from '@/lib/use-action';

// Everything that shows driving centres: the list, the record's own page and the forms' duplicate check.
const center = recordActions([
  'AdminCenterDriverLisensePagination',
  'AdminGetCenterDriverLisenseDetail',
  'ServiceDuplicates',
]);

/** SPEC §2.14: delete after 'Are you sure?', then the list reloads. */
export const useDeleteDrivingCenter = center(useDeleteCenterDriverLisenseMutation, 'Driving centre deleted');
export const useCreateDrivingCenter = center(
  useAdminCreateCenterDriverLisenseMutation,
  'Driving centre created',
  {
    fieldErrors: true,
  },
);
export const useEditDrivingCenter = center(
  useAdminEditCenterDriverLisenseMutation,
  'Driving centre updated',
  {
    fieldErrors: true,
  },
);
/** SPEC §4: toggling sends the active change, then the list reloads. */
export const useDrivingCenterStatus = center(useAdminUpdateStatusCenterDriverLisenseMutation, (data) =>
  data.adminUpdateStatusCenterDriverLisense.isActive ? 'Driving centre active' : 'Driving centre inactive',
);
