/** A staff member's state (docs/staff.md), plain data: the list's URL parser reads it without zod. */
export const STAFF_STATUSES = ['INVITED', 'ACTIVE', 'DEACTIVATED'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];
export const STAFF_STATUS_WORDS: Record<StaffStatus, string> = {
  INVITED: 'Invited',
  ACTIVE: 'Active',
  DEACTIVATED: 'Deactivated',
};
