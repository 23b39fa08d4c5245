import { ApiError } from '@/lib/api-error';

/** The field a BAD_USER_INPUT names (server/graphql/zod-input.ts), so the form can show it in place. */
export function serverFieldError(e: unknown): { field: string; message: string } | null {
  if (!(e instanceof ApiError) || e.code !== 'BAD_USER_INPUT') return null;
  const first = e.errors[0];
  const field = first?.extensions?.field;
  return typeof field === 'string' && first ? { field, message: first.message } : null;
}
