import { z } from 'zod';
import { badInput } from './errors';

/**
 * Parses resolver input with the same zod schema the form uses; the first issue names the field.
 * Takes any zod 4 schema, classic or `zod/mini` (the login rules use mini to keep the login route small).
 */
export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  throw badInput(issue?.message ?? 'Invalid input', field);
}
