import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_WINDOW_MS, adminIsActive, followAdminInput, isMutation } from '../../src/lib/admin-input';
import { AdminRecordPresenceDocument, AdminRecordViewersDocument } from '../../src/gql/graphql';

describe("the admin's input tells their calls from the page's upkeep", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is active for a minute after a key, the pointer or coming back to the tab, and not after', () => {
    vi.useFakeTimers();
    const page = new EventTarget();
    const stop = followAdminInput(page as unknown as Window);
    for (const type of ['keydown', 'pointerdown', 'wheel', 'focus']) {
      page.dispatchEvent(new Event(type));
      expect(adminIsActive()).toBe(true);
      vi.advanceTimersByTime(ACTIVE_WINDOW_MS - 1);
      expect(adminIsActive()).toBe(true);
      vi.advanceTimersByTime(1);
      expect(adminIsActive()).toBe(false);
    }
    // What is not the admin's (the page scrolled by itself, a timer) changes nothing.
    page.dispatchEvent(new Event('scroll'));
    expect(adminIsActive()).toBe(false);
    stop();
    page.dispatchEvent(new Event('keydown'));
    expect(adminIsActive()).toBe(false);
  });

  it('takes a mutation for an act and a query for a read, from the document codegen wrote', () => {
    expect(isMutation(AdminRecordPresenceDocument)).toBe(true);
    expect(isMutation(AdminRecordViewersDocument)).toBe(false);
  });
});
