import { useAdminDeactivateUserMutation, useAdminReactivateUserMutation } from '@/gql/hooks';
import { SHOWS_MEMBER } from '@/lib/member-queries';
import { recordActions } from '@/lib/use-action';

export const DEACTIVATED_MESSAGE = 'Member deactivated';
export const REACTIVATED_MESSAGE = 'Member reactivated';

const member = recordActions(SHOWS_MEMBER);

/** SPEC §5: deactivation with a reason (shown under the field when the server refuses it). */
export const useDeactivateMember = member(useAdminDeactivateUserMutation, DEACTIVATED_MESSAGE, {
  fieldErrors: true,
});
export const useReactivateMember = member(useAdminReactivateUserMutation, REACTIVATED_MESSAGE);
