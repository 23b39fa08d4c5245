import {
  useAdminCreateParkingMutation,
  useAdminDeleteParkingMutation,
  useAdminEditParkingMutation,
} from '@/gql/hooks';
import { recordActions } from '@/lib/use-action';

export const CREATED_MESSAGE = 'Parking created';
export const UPDATED_MESSAGE = 'Parking updated';
export const DELETED_MESSAGE = 'Parking deleted';

// Everything that shows parkings: the list, and the duplicate check of the form.
const parking = recordActions(['AdminParkingPagination', 'ServiceDuplicates']);

/** SPEC §4: the parking list reloads after a delete. */
export const useDeleteParking = parking(useAdminDeleteParkingMutation, DELETED_MESSAGE, {
  also: ['AdminGetParkingDetail'],
});
export const useCreateParking = parking(useAdminCreateParkingMutation, CREATED_MESSAGE, {
  fieldErrors: true,
});
export const useEditParking = parking(useAdminEditParkingMutation, UPDATED_MESSAGE, {
  fieldErrors: true,
  also: ['AdminGetParkingDetail'],
});
