import { z } from './z';
import { optionalEnum, optionalId, optionalText } from './list-rules';
import { isPermission } from './permissions';
import { STAFF_STATUSES } from './staff-status';

/** Staff accounts and roles (docs/staff.md): the forms and the resolvers parse with these same schemas. */

export { STAFF_STATUSES, STAFF_STATUS_WORDS, type StaffStatus } from './staff-status';

export const staffFilterSchema = z.object({
  keyword: optionalText(),
  roleId: optionalId('Role id must be a UUID'),
  status: optionalEnum(STAFF_STATUSES),
});

export const staffIdSchema = z.object({ id: z.uuid('Staff id must be a UUID') });
export const roleIdSchema = z.object({ roleId: z.uuid('Please choose a role') });

export const NAME_MAX = 50;
const personName = (label: string) =>
  z
    .string({ error: `Please enter the ${label}` })
    .trim()
    .min(1, `Please enter the ${label}`)
    .max(NAME_MAX, `The ${label} is at most ${NAME_MAX} characters`);

export const STAFF_EMAIL_INVALID = 'Please enter a valid email address';

/** The invite dialog and adminInviteStaff. */
export const inviteStaffSchema = z.object({
  email: z.string({ error: STAFF_EMAIL_INVALID }).trim().toLowerCase().pipe(z.email(STAFF_EMAIL_INVALID)),
  firstName: personName('first name'),
  lastName: personName('last name'),
  roleId: z.uuid('Please choose a role'),
});
export type InviteStaffForm = z.input<typeof inviteStaffSchema>;

export const STAFF_REASON_MIN = 10;
export const STAFF_REASON_MAX = 200;
export const STAFF_REASON_REQUIRED = 'Please enter the reason for deactivating this staff member';
export const STAFF_REASON_LENGTH = `The reason must be ${STAFF_REASON_MIN} to ${STAFF_REASON_MAX} characters`;

/** The deactivate dialog and adminDeactivateStaff. */
export const deactivateStaffSchema = z.object({
  reason: z
    .string({ error: STAFF_REASON_REQUIRED })
    .trim()
    .min(1, STAFF_REASON_REQUIRED)
    .min(STAFF_REASON_MIN, STAFF_REASON_LENGTH)
    .max(STAFF_REASON_MAX, STAFF_REASON_LENGTH),
});
export type DeactivateStaffForm = z.input<typeof deactivateStaffSchema>;

export const ROLE_NAME_MAX = 40;
export const ROLE_LIMIT_MAX = 1_000_000_000_000;
export const ROLE_NAME_REQUIRED = 'Please enter the role name';
export const ROLE_LIMIT_MESSAGE =
  'The daily approval limit must be a whole number of VND from 0 to 1,000,000,000,000';

/** The role editor and adminCreateRole / adminEditRole. A built-in role keeps its name and set (code-owned). */
export const roleSchema = z.object({
  name: z
    .string({ error: ROLE_NAME_REQUIRED })
    .trim()
    .min(1, ROLE_NAME_REQUIRED)
    .max(ROLE_NAME_MAX, `The role name is at most ${ROLE_NAME_MAX} characters`),
  permissions: z
    .array(z.string())
    .refine((list) => list.every(isPermission), 'Unknown permission')
    .transform((list) => [...new Set(list)].sort()),
  twoFactorRequired: z.boolean(),
  dailyApprovalLimit: z
    .number({ error: ROLE_LIMIT_MESSAGE })
    .int(ROLE_LIMIT_MESSAGE)
    .min(0, ROLE_LIMIT_MESSAGE)
    .max(ROLE_LIMIT_MAX, ROLE_LIMIT_MESSAGE)
    .nullable(),
});
export type RoleForm = z.input<typeof roleSchema>;

/** The refusals of staff and role changes, one message each. */
export const STAFF_MESSAGES = {
  emailTaken: 'An admin with this email already exists',
  notSelf: 'You cannot change your own role or deactivate yourself',
  lastSuperAdmin: 'The last active Admin (SUPPER_ADMIN) cannot be deactivated or given another role',
  alreadyDeactivated: 'This staff member is already deactivated',
  alreadyActive: 'This staff member is already active',
  linkInvalid:
    'This link is no longer valid: it was used, it expired or it was withdrawn. Ask for a new one.',
  wrongCurrentPassword: 'The current password is incorrect',
  samePassword: 'The new password must differ from the current one',
  roleInUse: 'This role is held by staff; give them another role first',
  builtInDelete: 'A built-in role cannot be deleted',
  builtInName: "A built-in role's name and permissions are set by the product; only its policies can change",
  roleNameTaken: 'A role with this name already exists',
} as const;
