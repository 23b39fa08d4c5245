import { useMemo } from 'react';
import { activeBulkActions, deleteBulkAction, type BulkWords } from '@/components/data-table/bulk-presets';
import type { ListBulk } from '@/components/data-table/selection';
import type { AdminBulkPackageKind } from '@/gql/graphql';
import {
  useAdminBulkDeletePackagesMutation,
  useAdminBulkUpdateStatusPackagesMutation,
  useAdminCreateServicesMutation,
  useAdminCreateUserServiceBenefitsMutation,
  useAdminCreateUserServicesMutation,
  useAdminDeleteServicesMutation,
  useAdminDeleteUserServiceBenefitsMutation,
  useAdminEditServicesMutation,
  useAdminEditUserServiceBenefitsMutation,
  useAdminEditUserServicesMutation,
  useAdminUpdateStatusServicesMutation,
  useAdminUpdateStatusUserServiceBenefitsMutation,
} from '@/gql/hooks';
import { bulkAnswer } from '@/lib/bulk-answer';
import { recordActions, useAction } from '@/lib/use-action';

export const SERVICE_CREATED = 'Service package created';
export const SERVICE_SAVED = 'Service package saved';
export const SERVICE_DELETED = 'Service package deleted';
export const SERVICE_STATUS_SAVED = 'Service package status updated';
export const BENEFIT_CREATED = 'Benefit package created';
export const BENEFIT_SAVED = 'Benefit package saved';
export const BENEFIT_DELETED = 'Benefit package deleted';
export const BENEFIT_STATUS_SAVED = 'Benefit package status updated';
export const USER_SERVICE_CREATED = 'Service package given to the member';
export const USER_SERVICE_SAVED = 'User service package saved';

// Everything that shows a service package: its list, its page, and the user-service package picker.
const SERVICE_QUERIES = ['AdminGetServices', 'AdminGetServiceDetail', 'PackageOptions'] as const;
const service = recordActions(SERVICE_QUERIES);
// Benefit items show in their list, their modal, and the package pages that list their titles.
const BENEFIT_QUERIES = [
  'AdminGetUserServiceBenefits',
  'AdminGetUserServiceBenefitDetail',
  'AdminGetServiceDetail',
  'AdminGetUserServiceDetail',
] as const;
const benefit = recordActions(BENEFIT_QUERIES);
// A member's packages: this list, its modal and edit page, and the member page's package list.
const userService = recordActions([
  'AdminGetUserServices',
  'AdminGetUserServiceDetail',
  'AdminGetMemberPackages',
]);
const form = { fieldErrors: true };

export const useCreateService = service(useAdminCreateServicesMutation, SERVICE_CREATED, form);
export const useEditService = service(useAdminEditServicesMutation, SERVICE_SAVED, form);
/** SPEC §2.9: delete after 'Are you sure?', then the list refetches. */
export const useDeleteService = service(useAdminDeleteServicesMutation, SERVICE_DELETED);
/** SPEC §4: toggling sends the active change, then the list reloads. */
export const useSetServiceActive = service(useAdminUpdateStatusServicesMutation, SERVICE_STATUS_SAVED);

export const useCreateBenefit = benefit(useAdminCreateUserServiceBenefitsMutation, BENEFIT_CREATED, form);
export const useEditBenefit = benefit(useAdminEditUserServiceBenefitsMutation, BENEFIT_SAVED, form);
/** The server refuses an item that packages still list (docs/packages.md); that is reported once. */
export const useDeleteBenefit = benefit(useAdminDeleteUserServiceBenefitsMutation, BENEFIT_DELETED);
export const useSetBenefitActive = benefit(
  useAdminUpdateStatusUserServiceBenefitsMutation,
  BENEFIT_STATUS_SAVED,
);

export const useCreateUserService = userService(
  useAdminCreateUserServicesMutation,
  USER_SERVICE_CREATED,
  form,
);
export const useEditUserService = userService(useAdminEditUserServicesMutation, USER_SERVICE_SAVED, form);

/**
 * The bulk actions of the service packages or the benefit items (issue 25 §2): set active or inactive and
 * delete, each row as its own switch or delete (a benefit a package lists is refused on its row). The
 * members' packages have no single status or delete action, so no bulk one either.
 */
export function usePackageBulk<Row extends { id: string }>(
  kind: AdminBulkPackageKind,
  words: BulkWords,
  rowName: (row: Row) => string,
): ListBulk<Row> {
  const invalidates = kind === 'SERVICE' ? SERVICE_QUERIES : BENEFIT_QUERIES;
  const { run: setActive } = useAction(useAdminBulkUpdateStatusPackagesMutation, { invalidates });
  const { run: remove } = useAction(useAdminBulkDeletePackagesMutation, { invalidates });
  return useMemo(
    () => ({
      rowName,
      actions: [
        ...activeBulkActions<Row>({
          permission: 'packages.write',
          words,
          run: async (rows, active) =>
            bulkAnswer(
              await setActive({ kind, ids: rows.map((r) => r.id), active }),
              (d) => d.adminBulkUpdateStatusPackages,
            ),
        }),
        deleteBulkAction<Row>({
          permission: 'packages.delete',
          words,
          run: async (rows) =>
            bulkAnswer(await remove({ kind, ids: rows.map((r) => r.id) }), (d) => d.adminBulkDeletePackages),
        }),
      ],
    }),
    [kind, words, rowName, setActive, remove],
  );
}
