import type { ListBulk } from '@/components/data-table/selection';
import { useListingBulkDelete } from '@/components/listing/listing-bulk';
import type { DrivingCenterRowFragment } from '@/gql/graphql';
import { bulkAnswer, countOf } from '@/lib/bulk-answer';
import {
  useAdminCreateCenterDriverLisenseMutation,
  useAdminEditCenterDriverLisenseMutation,
  useAdminBulkUpdateStatusCenterDriverLisenseMutation,
  useAdminUpdateStatusCenterDriverLisenseMutation,
  useDeleteCenterDriverLisenseMutation,
} from '@/gql/hooks';
import { trashingDelete } from '@/lib/trash';
import { recordActions, useAction } from '@/lib/use-action';

// Everything that shows driving centres: the list, the record's own page and the forms' duplicate check.
const CENTER_QUERIES = [
  'AdminCenterDriverLisensePagination',
  'AdminGetCenterDriverLisenseDetail',
  'ServiceDuplicates',
] as const;
const center = recordActions(CENTER_QUERIES);

/** SPEC §2.14: delete after 'Are you sure?', then the list reloads. */
export const useDeleteDrivingCenter = trashingDelete(
  'DRIVING_CENTER',
  CENTER_QUERIES,
  useDeleteCenterDriverLisenseMutation,
  'Driving centre deleted',
);
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

const centres = (n: number) => countOf(n, 'driving centre', 'driving centres');

/** The list's bulk actions (issue 25 §2): the Active switch on or off, and delete; each row as on its own. */
export function useDrivingCenterBulk(): ListBulk<DrivingCenterRowFragment> {
  const { run } = useAction(useAdminBulkUpdateStatusCenterDriverLisenseMutation, {
    invalidates: CENTER_QUERIES,
  });
  const remove = useListingBulkDelete<DrivingCenterRowFragment>(
    'DRIVING_CENTER',
    { one: 'driving centre', many: 'driving centres' },
    CENTER_QUERIES,
  );
  const switchTo = (active: boolean) => async (rows: readonly DrivingCenterRowFragment[]) =>
    bulkAnswer(
      await run({ ids: rows.map((r) => r.id), active }),
      (d) => d.adminBulkUpdateStatusCenterDriverLisense,
    );
  return {
    rowName: (c) => c.title,
    actions: [
      {
        label: 'Set active',
        permission: 'services.write',
        run: switchTo(true),
        done: (n) => `${centres(n)} set active`,
        failed: (n) => `${centres(n)} not set active`,
      },
      {
        label: 'Set inactive',
        permission: 'services.write',
        run: switchTo(false),
        done: (n) => `${centres(n)} set inactive`,
        failed: (n) => `${centres(n)} not set inactive`,
      },
      remove,
    ],
  };
}
