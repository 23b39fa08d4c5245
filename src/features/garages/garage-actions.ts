import type { ListBulk } from '@/components/data-table/selection';
import { useListingBulkDelete } from '@/components/listing/listing-bulk';
import type { GarageRowFragment } from '@/gql/graphql';
import {
  useAdminCreateGarageMutation,
  useAdminDeleteGarageMutation,
  useAdminEditGarageKarCheckMutation,
  useAdminEditGarageMutation,
  useAdminUpdateGarageStatusMutation,
} from '@/gql/hooks';
import { trashingDelete } from '@/lib/trash';
import { recordActions } from '@/lib/use-action';

// Everything that shows garages: the list, the record's own page and the forms' duplicate check.
const GARAGE_QUERIES = ['AdminGaragePagination', 'AdminGetGarageDetail', 'ServiceDuplicates'] as const;
const garage = recordActions(GARAGE_QUERIES);

/** SPEC §2.14: delete after 'Are you sure?', then the list reloads. */
export const useDeleteGarage = trashingDelete(
  'GARAGE',
  GARAGE_QUERIES,
  useAdminDeleteGarageMutation,
  'Garage deleted',
);
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

/** The list's bulk actions (issue 25 §2): delete, each row as its own delete. */
export function useGarageBulk(): ListBulk<GarageRowFragment> {
  const remove = useListingBulkDelete<GarageRowFragment>('GARAGE', { one: 'garage', many: 'garages' }, [
    'AdminGaragePagination',
    'AdminGetGarageDetail',
    'ServiceDuplicates',
  ]);
  return { rowName: (g) => g.title, actions: [remove] };
}
