/** Member status filter values (SPEC §3). Kept free of zod so route search parsers stay light. */
export const MEMBER_STATUSES = ['ACTIVE', 'DEACTIVATED', 'SUSPENDED', 'TERMINATED', 'DELETED'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
