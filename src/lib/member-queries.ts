import type { QueryName } from '@/gql/hooks';

/**
 * Everything that shows a member: the list, the detail, the edit form, its audit trail and emails.
 * Every write to a member refetches them, whether it worked or not: after a CONFLICT the page must
 * show the real state.
 */
export const SHOWS_MEMBER: readonly QueryName[] = [
  'Users',
  'AdminGetUserDetail',
  'AdminGetUserForEdit',
  'AdminGetUserAuditLogs',
  'AdminGetUserEmails',
];
