import { notify } from '@/lib/notify';
import { ApiError, isForbidden, isUnreachable } from './api-error';

export const PERMISSION_MESSAGE = "You don't have permission to use this function";
export const OOPS_MESSAGE = 'Oops! Something went wrong!';
export const GENERIC_MESSAGE = 'Something went wrong!';

let navigateTo403: () => void = () => window.location.assign('/error/403');

/** The router registers a client-side navigation so the 403 page does not reload the app. */
export function setForbiddenNavigator(fn: () => void) {
  navigateTo403 = fn;
}

/** What SPEC §8 says the admin sees for a failed call; pure so it can be unit-tested. */
export function describeError(error: unknown): { title: string; description?: string; forbidden: boolean } {
  if (isForbidden(error)) return { title: PERMISSION_MESSAGE, forbidden: true };
  if (error instanceof ApiError && error.errors.length > 0) {
    const first = error.errors[0];
    const message = first?.message?.trim();
    const title = first?.extensions?.title;
    if (!message) return { title: OOPS_MESSAGE, forbidden: false };
    return {
      title: typeof title === 'string' && title ? title : message,
      description: message,
      forbidden: false,
    };
  }
  return { title: GENERIC_MESSAGE, forbidden: false };
}

export const RETRY_LABEL = 'Try again';

/**
 * The one place a failed call becomes a notification (and, for 403, a navigation). A call that got no
 * answer (offline, timeout, server unavailable) offers `retry` beside the message.
 */
export function reportError(error: unknown, retry?: () => void) {
  const { title, description, forbidden } = describeError(error);
  const action = retry && isUnreachable(error) ? { label: RETRY_LABEL, run: retry } : undefined;
  notify.error({
    title,
    ...(description && description !== title ? { description } : {}),
    ...(action ? { action } : {}),
  });
  if (forbidden) navigateTo403();
}
