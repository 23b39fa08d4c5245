import {
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
import { recordActions } from '@/lib/use-action';

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
const service = recordActions(['AdminGetServices', 'AdminGetServiceDetail', 'PackageOptions']);
// Benefit items show in their list, their modal, and the package pages that list their titles.
const benefit = recordActions([
  'AdminGetUserServiceBenefits',
  'AdminGetUserServiceBenefitDetail',
  'AdminGetServiceDetail',
  'AdminGetUserServiceDetail',
]);
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
