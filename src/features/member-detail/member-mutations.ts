import { useAdminDeactivateUserMutation, useAdminReactivateUserMutation, type QueryName } from '@/gql/hooks';
import { useAction } from '@/lib/use-action';

export const DEACTIVATED_MESSAGE = 'Member deactivated';
export const REACTIVATED_MESSAGE = 'Member reactivated';

/**
 * Everything that shows a member: the list, the detail, the edit form, its audit trail and emails.
 * Refetched whether the action worked or not: after a CONFLICT the page must show the real state.
 */
export const SHOWS_MEMBER: readonly QueryName[] = [
  'Users',
  'AdminGetUserDetail',
  'AdminGetUserForEdit',
  'AdminGetUserAuditLogs',
  'AdminGetUserEmails',
];

/** SPEC §5: deactivation with a reason (shown under the field when the server refuses it). */
export const useDeactivateMember = () =>
  useAction(useAdminDeactivateUserMutation, {
    success: DEACTIVATED_MESSAGE,
    invalidates: SHOWS_MEMBER,
    fieldErrors: true,
  });

export const useReactivateMember = () =>
  useAction(useAdminReactivateUserMutation, { success: REACTIVATED_MESSAGE, invalidates: SHOWS_MEMBER });
