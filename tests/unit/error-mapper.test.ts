import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearNotifications, getNotifications } from '../../src/lib/notify';
import { ApiError } from '../../src/lib/api-error';
import {
  describeError,
  GENERIC_MESSAGE,
  OOPS_MESSAGE,
  PERMISSION_MESSAGE,
  reportError,
  setForbiddenNavigator,
} from '../../src/lib/error-mapper';

const apiError = (...errors: { message: string; extensions?: Record<string, unknown> }[]) =>
  new ApiError(errors[0]?.message ?? 'Something went wrong!', errors);

afterEach(() => {
  clearNotifications();
});

describe('the SPEC §8 texts', () => {
  it('are copied exactly', () => {
    expect(PERMISSION_MESSAGE).toBe("You don't have permission to use this function");
    expect(OOPS_MESSAGE).toBe('Oops! Something went wrong!');
    expect(GENERIC_MESSAGE).toBe('Something went wrong!');
  });
});

describe('describeError', () => {
  it('treats code 403 on the first error as lacking permission', () => {
    for (const code of [403, '403', 'FORBIDDEN']) {
      expect(describeError(apiError({ message: 'Forbidden resource', extensions: { code } }))).toEqual({
        title: PERMISSION_MESSAGE,
        forbidden: true,
      });
    }
  });

  it('looks only at the first error for 403', () => {
    const result = describeError(
      apiError(
        { message: 'Bad input', extensions: { code: 'BAD_USER_INPUT' } },
        { message: 'x', extensions: { code: 403 } },
      ),
    );
    expect(result).toEqual({ title: 'Bad input', description: 'Bad input', forbidden: false });
  });

  it('prefers the title from the extensions, with the message as description', () => {
    expect(
      describeError(
        apiError({ message: 'Email is taken', extensions: { code: 'BAD_USER_INPUT', title: 'Cannot save' } }),
      ),
    ).toEqual({ title: 'Cannot save', description: 'Email is taken', forbidden: false });
  });

  it('falls back to the message as title when there is no usable extensions title', () => {
    expect(describeError(apiError({ message: 'Not found' }))).toEqual({
      title: 'Not found',
      description: 'Not found',
      forbidden: false,
    });
    expect(describeError(apiError({ message: 'Not found', extensions: { title: '' } })).title).toBe(
      'Not found',
    );
    expect(describeError(apiError({ message: 'Not found', extensions: { title: 42 } })).title).toBe(
      'Not found',
    );
  });

  it("says 'Oops! Something went wrong!' when the error has no message", () => {
    expect(describeError(apiError({ message: '' }))).toEqual({ title: OOPS_MESSAGE, forbidden: false });
    expect(describeError(apiError({ message: '   ', extensions: { title: 'Ignored' } }))).toEqual({
      title: OOPS_MESSAGE,
      forbidden: false,
    });
  });

  it("says 'Something went wrong!' when there are no GraphQL errors", () => {
    expect(describeError(new ApiError('HTTP 502', [], 502))).toEqual({
      title: GENERIC_MESSAGE,
      forbidden: false,
    });
    expect(describeError(new Error('network down'))).toEqual({ title: GENERIC_MESSAGE, forbidden: false });
    expect(describeError(undefined)).toEqual({ title: GENERIC_MESSAGE, forbidden: false });
    expect(describeError('a string')).toEqual({ title: GENERIC_MESSAGE, forbidden: false });
  });
});

describe('reportError', () => {
  it('raises an error notification and navigates to the 403 page on a permission error', () => {
    const navigate = vi.fn();
    setForbiddenNavigator(navigate);
    reportError(apiError({ message: 'Forbidden', extensions: { code: 403 } }));
    expect(getNotifications()).toEqual([
      expect.objectContaining({ kind: 'error', title: PERMISSION_MESSAGE }),
    ]);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('shows title and description for other errors without navigating', () => {
    const navigate = vi.fn();
    setForbiddenNavigator(navigate);
    reportError(apiError({ message: 'Email is taken', extensions: { title: 'Cannot save' } }));
    expect(getNotifications()).toEqual([
      expect.objectContaining({ kind: 'error', title: 'Cannot save', description: 'Email is taken' }),
    ]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not repeat the message as description when it is already the title', () => {
    setForbiddenNavigator(vi.fn());
    reportError(apiError({ message: 'Not found' }));
    const [entry] = getNotifications();
    expect(entry?.title).toBe('Not found');
    expect(entry?.description).toBeUndefined();
  });
});
