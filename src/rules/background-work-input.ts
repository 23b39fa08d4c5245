import { BACKGROUND_TASK_KINDS } from './background-work';
import { z } from './z';

/* What a tab's reports of its task may say (server/graphql/resolvers/background-work.ts parses them). */

const count = z.number().int().min(0).max(100_000_000);

/** A path of this app ('/members?status=ACTIVE'), never another site. */
const appPath = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])/, 'A link is a path of this app');

export const startTaskSchema = z.object({
  kind: z.enum(BACKGROUND_TASK_KINDS),
  title: z.string().trim().min(1).max(120),
  total: count.nullish(),
  link: appPath.nullish(),
});

export const reportTaskSchema = z.object({
  id: z.uuid(),
  done: count,
  total: count.nullish(),
  failed: count.nullish(),
});

export const TASK_ENDS = ['DONE', 'FAILED', 'CANCELLED'] as const;

export const endTaskSchema = reportTaskSchema.extend({
  status: z.enum(TASK_ENDS),
  error: z.string().trim().max(300).nullish(),
});
