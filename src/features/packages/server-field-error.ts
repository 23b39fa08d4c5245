import { ApiError } from '@/lib/api-error';

/** The field a BAD_USER_INPUT answer names, so a form can show the server's message under it. */
export function serverFieldError(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof ApiError) || error.code !== 'BAD_USER_INPUT') return null;
  const first = error.errors[0];
  const field = first?.extensions?.field;
  return typeof field === 'string' && first ? { field, message: first.message } : null;
}
