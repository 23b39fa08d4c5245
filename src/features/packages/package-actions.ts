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
  type QueryName,
} from '@/gql/hooks';
import { useAction } from '@/lib/use-action';

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
const SHOWS_SERVICES: readonly QueryName[] = ['AdminGetServices', 'AdminGetServiceDetail', 'PackageOptions'];
// Benefit items show in their list, their modal, and the package pages that list their titles.
const SHOWS_BENEFITS: readonly QueryName[] = [
  'AdminGetUserServiceBenefits',
  'AdminGetUserServiceBenefitDetail',
  'AdminGetServiceDetail',
  'AdminGetUserServiceDetail',
];
// A member's packages: this list, its modal and edit page, and the member page's package list.
const SHOWS_USER_SERVICES: readonly QueryName[] = [
  'AdminGetUserServices',
  'AdminGetUserServiceDetail',
  'AdminGetMemberPackages',
];

export const useCreateService = () =>
  useAction(useAdminCreateServicesMutation, {
    success: SERVICE_CREATED,
    invalidates: SHOWS_SERVICES,
    fieldErrors: true,
  });
export const useEditService = () =>
  useAction(useAdminEditServicesMutation, {
    success: SERVICE_SAVED,
    invalidates: SHOWS_SERVICES,
    fieldErrors: true,
  });
/** SPEC §2.9: delete after 'Are you sure?', then the list refetches. */
export const useDeleteService = () =>
  useAction(useAdminDeleteServicesMutation, { success: SERVICE_DELETED, invalidates: SHOWS_SERVICES });
/** SPEC §4: toggling sends the active change, then the list reloads. */
export const useSetServiceActive = () =>
  useAction(useAdminUpdateStatusServicesMutation, {
    success: SERVICE_STATUS_SAVED,
    invalidates: SHOWS_SERVICES,
  });

export const useCreateBenefit = () =>
  useAction(useAdminCreateUserServiceBenefitsMutation, {
    success: BENEFIT_CREATED,
    invalidates: SHOWS_BENEFITS,
    fieldErrors: true,
  });
export const useEditBenefit = () =>
  useAction(useAdminEditUserServiceBenefitsMutation, {
    success: BENEFIT_SAVED,
    invalidates: SHOWS_BENEFITS,
    fieldErrors: true,
  });
/** The server refuses an item that packages still list (docs/packages.md); that is reported once. */
export const useDeleteBenefit = () =>
  useAction(useAdminDeleteUserServiceBenefitsMutation, {
    success: BENEFIT_DELETED,
    invalidates: SHOWS_BENEFITS,
  });
export const useSetBenefitActive = () =>
  useAction(useAdminUpdateStatusUserServiceBenefitsMutation, {
    success: BENEFIT_STATUS_SAVED,
    invalidates: SHOWS_BENEFITS,
  });

export const useCreateUserService = () =>
  useAction(useAdminCreateUserServicesMutation, {
    success: USER_SERVICE_CREATED,
    invalidates: SHOWS_USER_SERVICES,
    fieldErrors: true,
  });
export const useEditUserService = () =>
  useAction(useAdminEditUserServicesMutation, {
    success: USER_SERVICE_SAVED,
    invalidates: SHOWS_USER_SERVICES,
    fieldErrors: true,
  });
