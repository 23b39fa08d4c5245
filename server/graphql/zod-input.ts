import type { z } from 'zod';
import { badInput } from './errors';

/** Parses resolver input with the same zod schema the form uses; the first issue names the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  throw badInput(issue?.message ?? 'Invalid input', field);
}
