import type { ListBulk } from '@/components/data-table/selection';
import { useListingBulkDelete } from '@/components/listing/listing-bulk';
import type { ParkingRowFragment } from '@/gql/graphql';
import {
  useAdminCreateParkingMutation,
  useAdminDeleteParkingMutation,
  useAdminEditParkingMutation,
} from '@/gql/hooks';
import { trashingDelete } from '@/lib/trash';
import { recordActions } from '@/lib/use-action';

export const CREATED_MESSAGE = 'Parking created';
export const UPDATED_MESSAGE = 'Parking updated';
export const DELETED_MESSAGE = 'Parking deleted';

// Everything that shows parkings: the list, and the duplicate check of the form.
const PARKING_QUERIES = ['AdminParkingPagination', 'ServiceDuplicates'] as const;
const parking = recordActions(PARKING_QUERIES);

/** SPEC §4: the parking list reloads after a delete. */
export const useDeleteParking = trashingDelete(
  'PARKING',
  [...PARKING_QUERIES, 'AdminGetParkingDetail'],
  useAdminDeleteParkingMutation,
  DELETED_MESSAGE,
);
export const useCreateParking = parking(useAdminCreateParkingMutation, CREATED_MESSAGE, {
  fieldErrors: true,
});
export const useEditParking = parking(useAdminEditParkingMutation, UPDATED_MESSAGE, {
  fieldErrors: true,
  also: ['AdminGetParkingDetail'],
});

/** The list's bulk actions (issue 25 §2): delete, each row as its own delete. */
export function useParkingBulk(): ListBulk<ParkingRowFragment> {
  const remove = useListingBulkDelete<ParkingRowFragment>(
    'PARKING',
    { one: 'parking lot', many: 'parking lots' },
    ['AdminParkingPagination', 'AdminGetParkingDetail', 'ServiceDuplicates'],
  );
  return { rowName: (p) => p.title ?? p.id, actions: [remove] };
}
