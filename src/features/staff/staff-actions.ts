import {
  useAdminChangeStaffRoleMutation,
  useAdminCreateRoleMutation,
  useAdminDeactivateStaffMutation,
  useAdminDeleteRoleMutation,
  useAdminEditRoleMutation,
  useAdminEndStaffSessionMutation,
  useAdminInviteStaffMutation,
  useAdminReactivateStaffMutation,
} from '@/gql/hooks';
import { recordActions } from '@/lib/use-action';

// Everything that shows staff: the list, a staff member's page, and the roles' holder counts.
const staff = recordActions(['AdminListStaff', 'AdminGetStaffDetail', 'AdminListRoles']);

export const useInviteStaff = staff(useAdminInviteStaffMutation, 'Invitation sent', { fieldErrors: true });
export const useChangeStaffRole = staff(useAdminChangeStaffRoleMutation, 'Role changed', {
  fieldErrors: true,
});
export const useDeactivateStaff = staff(useAdminDeactivateStaffMutation, 'Staff member deactivated', {
  fieldErrors: true,
});
export const useReactivateStaff = staff(useAdminReactivateStaffMutation, 'Staff member reactivated');
export const useEndStaffSession = staff(useAdminEndStaffSessionMutation, 'Session ended');

const role = recordActions(['AdminListRoles', 'AdminListStaff', 'AdminGetStaffDetail']);

export const useCreateRole = role(useAdminCreateRoleMutation, 'Role created', { fieldErrors: true });
export const useEditRole = role(useAdminEditRoleMutation, 'Role saved', { fieldErrors: true });
export const useDeleteRole = role(useAdminDeleteRoleMutation, 'Role deleted');
