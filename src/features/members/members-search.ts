import { z } from 'zod';
import { MEMBER_STATUSES } from '@/rules/members';
import { DAY_PATTERN } from '@/rules/dates';

/** The Members URL query; a malformed value is dropped rather than breaking the screen. */
export const membersSearchSchema = z.object({
  page: z.number().int().min(1).optional().catch(undefined),
  search: z.string().optional().catch(undefined),
  status: z.enum(MEMBER_STATUSES).optional().catch(undefined),
  createFrom: z.string().regex(DAY_PATTERN).optional().catch(undefined),
  createTo: z.string().regex(DAY_PATTERN).optional().catch(undefined),
});

export type MembersSearch = z.infer<typeof membersSearchSchema>;
