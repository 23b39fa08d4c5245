import { useAdminCreateUserMutation, useAdminEditUserMutation } from '@/gql/hooks';
import { conflictFields } from '@/lib/api-error';
import { SHOWS_MEMBER } from '@/lib/member-queries';
import { recordActions } from '@/lib/use-action';
import { EMAIL_TAKEN_MESSAGE, PHONE_TAKEN_MESSAGE } from '@/rules/member-form';

export const MEMBER_CREATED_MESSAGE = 'Member created';
export const MEMBER_UPDATED_MESSAGE = 'Member updated';

// The server refuses a taken email or phone with a CONFLICT; the form shows it under that field.
const fieldErrors = conflictFields({ [EMAIL_TAKEN_MESSAGE]: 'email', [PHONE_TAKEN_MESSAGE]: 'phone' });

const member = recordActions(SHOWS_MEMBER);
export const useCreateMember = member(useAdminCreateUserMutation, MEMBER_CREATED_MESSAGE, { fieldErrors });
export const useEditMember = member(useAdminEditUserMutation, MEMBER_UPDATED_MESSAGE, { fieldErrors });
