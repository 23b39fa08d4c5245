import { useAdminCreateUserMutation, useAdminEditUserMutation, type QueryName } from '@/gql/hooks';
import { conflictFields } from '@/lib/api-error';
import { useAction } from '@/lib/use-action';
import { EMAIL_TAKEN_MESSAGE, PHONE_TAKEN_MESSAGE } from '@/rules/member-form';

export const MEMBER_CREATED_MESSAGE = 'Member created';
export const MEMBER_UPDATED_MESSAGE = 'Member updated';

/** Everything that shows a member: the list, the detail (its audit trail too) and this form. */
const SHOWS_MEMBER: readonly QueryName[] = [
  'Users',
  'AdminGetUserDetail',
  'AdminGetUserForEdit',
  'AdminGetUserAuditLogs',
];

// The server refuses a taken email or phone with a CONFLICT; the form shows it under that field.
const takenFields = conflictFields({ [EMAIL_TAKEN_MESSAGE]: 'email', [PHONE_TAKEN_MESSAGE]: 'phone' });

export const useCreateMember = () =>
  useAction(useAdminCreateUserMutation, {
    success: MEMBER_CREATED_MESSAGE,
    invalidates: SHOWS_MEMBER,
    fieldErrors: takenFields,
  });

export const useEditMember = () =>
  useAction(useAdminEditUserMutation, {
    success: MEMBER_UPDATED_MESSAGE,
    invalidates: SHOWS_MEMBER,
    fieldErrors: takenFields,
  });
