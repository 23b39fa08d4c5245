import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from '../../src/lib/debounce';
import { POST_STATUS_TAGS } from '../../src/lib/post-status-tags';
import { postsSearch } from '../../src/features/posts/posts-search';
import { postFilters } from '../../src/features/posts/post-query';
import { queueKey, reportsText, waitedText } from '../../src/features/posts/post-queue';
import { postDetailSearch, postReviewSearch } from '../../src/features/posts/post-review-search';
import {
  allowedActions,
  decisionMessage,
  isApproval,
  MODERATION,
  needsCheck,
  POST_STATUS_FILTER,
  statusFilterOptions,
} from '../../src/features/posts/post-status';
import {
  createdByName,
  createdByPhone,
  locationText,
  postShortCode,
  priceText,
  withoutDeletedMarker,
} from '../../src/features/posts/post-text';
import { canMovePost, POST_QUEUE_KINDS, POST_STATUSES } from '../../src/rules/posts';

const ID = '3f8e2a1c-5b7d-4c9e-8a6f-1d2e3c4b5a69';

describe('short code (SPEC §2.13)', () => {
  it('is the first 2 characters, an ellipsis and the last 4', () => {
    expect(postShortCode(ID)).toBe('3f…5a69');
  });
});

describe('created by (SPEC §2.13)', () => {
  it('is the name, else the email, else a dash', () => {
    expect(createdByName({ firstName: 'Nguyễn Văn', lastName: 'An', email: 'an@example.com' })).toBe(
      'Nguyễn Văn An',
    );
    expect(createdByName({ firstName: ' ', lastName: null, email: 'an@example.com' })).toBe('an@example.com');
    expect(createdByName({ firstName: null, lastName: null, email: null })).toBe('-');
    expect(createdByName(null)).toBe('-');
  });

  it('shows the phone with its prefix', () => {
    expect(createdByPhone({ phone: '912345678', prefixPhone: '84' })).toBe('(+84) 912345678');
    expect(createdByPhone({ phone: '912345678', prefixPhone: '+86' })).toBe('(+86) 912345678');
    expect(createdByPhone({ phone: null, prefixPhone: '84' })).toBe('-');
  });

  it('drops the deleted-account marker from the email and the phone', () => {
    expect(createdByName({ email: 'an@example.com_deleted' })).toBe('an@example.com');
    expect(createdByName({ email: 'deleted_1700000000_an@example.com' })).toBe('an@example.com');
    expect(createdByPhone({ phone: '912345678_deleted_1700000000', prefixPhone: '84' })).toBe(
      '(+84) 912345678',
    );
    // A marker and nothing else leaves nothing to show.
    expect(createdByName({ email: 'deleted_' })).toBe('-');
    // Text that merely contains the word is left alone.
    expect(withoutDeletedMarker('undeleted.user@example.com')).toBe('undeleted.user@example.com');
  });
});

describe('location and price', () => {
  it('reads city name and country code', () => {
    expect(locationText({ name: 'Hà Nội' }, 'VN')).toBe('Hà Nội, VN');
    expect(locationText(null, 'VN')).toBe('VN');
    expect(locationText(null, null)).toBe('-');
  });

  it('writes VND with thousands separators', () => {
    expect(priceText(1_250_000_000, 'VND')).toBe('1,250,000,000 VND');
    expect(priceText(null, 'VND')).toBe('-');
  });
});

describe('status tags (SPEC §4)', () => {
  it('has the exact labels and colours, misspellings included', () => {
    expect(POST_STATUS_TAGS).toEqual({
      ACTIVE: { label: 'Active', tone: 'info' },
      PENDING: { label: 'Pending', tone: 'success' },
      EDIT_PENDING: { label: 'Pending', tone: 'success' },
      INSUFFICIENT_FUND: { label: 'Insufficient', tone: 'secondary' },
      INSUFFICIENT_FUND_RENEW: { label: 'Insufficient', tone: 'secondary' },
      SOLD: { label: 'Sold', tone: 'secondary' },
      DETELED: { label: 'Delete', tone: 'secondary' },
      EXPIRED: { label: 'Expired', tone: 'secondary' },
      DRAFT: { label: 'Draft', tone: 'secondary' },
      REJECTED: { label: 'Reject', tone: 'destructive' },
      SUSPENDED: { label: 'Suspened', tone: 'destructive' },
    });
    expect(Object.keys(POST_STATUS_TAGS).sort()).toEqual([...POST_STATUSES].sort());
  });

  it('offers the status filter of SPEC §2.13 in its order, each mapped to a status', () => {
    expect(['All', ...POST_STATUS_FILTER.map((o) => o.label)]).toEqual([
      'All',
      'Active',
      'Draft',
      'Pending',
      'Insufficient',
      'Sold',
      'Expired',
      'Deleted',
      'Rejected',
    ]);
    expect(POST_STATUS_FILTER.find((o) => o.label === 'Deleted')?.value).toBe('DETELED');
    expect(POST_STATUS_FILTER.find((o) => o.label === 'Pending')?.value).toBe('PENDING');
  });

  it('shows a status the URL holds off the list as an extra option', () => {
    expect(statusFilterOptions('PENDING')).toHaveLength(8);
    expect(statusFilterOptions('EDIT_PENDING').at(-1)).toEqual({
      value: 'EDIT_PENDING',
      label: 'Pending (EDIT_PENDING)',
    });
  });

  it('offers check only for PENDING and EDIT_PENDING', () => {
    expect(POST_STATUSES.filter(needsCheck)).toEqual(['PENDING', 'EDIT_PENDING']);
  });
});

describe('moderation', () => {
  it('offers exactly the moves the server allows', () => {
    for (const status of POST_STATUSES) {
      for (const action of allowedActions(status)) {
        expect(canMovePost(status, MODERATION[action].to)).toBe(true);
      }
      const targets = POST_STATUSES.filter((to) => canMovePost(status, to));
      expect(
        allowedActions(status)
          .map((a) => MODERATION[a].to)
          .sort(),
      ).toEqual([...targets].sort());
    }
    expect(allowedActions('PENDING')).toEqual(['approve', 'reject']);
    expect(allowedActions('EDIT_PENDING')).toEqual(['approve', 'reject']);
    expect(allowedActions('ACTIVE')).toEqual(['suspend']);
    expect(allowedActions('SUSPENDED')).toEqual(['restore']);
    expect(allowedActions('SOLD')).toEqual([]);
  });

  it('names what was done', () => {
    expect(decisionMessage({ status: 'ACTIVE', expectedStatus: 'PENDING' })).toBe('Post approved');
    expect(decisionMessage({ status: 'ACTIVE', expectedStatus: 'SUSPENDED' })).toBe('Post restored');
    expect(decisionMessage({ status: 'REJECTED', expectedStatus: 'EDIT_PENDING' })).toBe('Post rejected');
    expect(decisionMessage({ status: 'SUSPENDED', expectedStatus: 'ACTIVE' })).toBe('Post suspended');
  });
});

describe('URL and filters', () => {
  it('keeps every filter of SPEC §2.5 in the URL and drops malformed ones', () => {
    expect(
      postsSearch({
        page: '3',
        search: ' vios ',
        userId: ID,
        location: 'Hà Nội',
        brand: ID,
        status: 'SOLD',
        createFrom: '2026-01-01',
        createTo: '2026-02-30',
      }),
    ).toEqual({
      page: 3,
      search: 'vios',
      userId: ID,
      location: 'Hà Nội',
      brand: ID,
      status: 'SOLD',
      createFrom: '2026-01-01',
      createTo: undefined,
    });
    expect(postsSearch({ status: 'BOGUS' }).status).toBeUndefined();
  });

  it('asks adminListPost with the SPEC §7 names', () => {
    expect(postFilters(postsSearch({ search: 'ha noi', userId: ID, status: 'PENDING' }))).toEqual({
      titleAndPostId: 'ha noi',
      status: 'PENDING',
      createFrom: undefined,
      createTo: undefined,
      userId: ID,
      location: undefined,
      brand: undefined,
    });
  });
});

describe('debounce (SPEC §9: 1000 ms for posts)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls once, with the last value, after the pause', () => {
    const seen: string[] = [];
    const d = debounce((text: string) => seen.push(text), 1000);
    d.call('v');
    vi.advanceTimersByTime(600);
    d.call('vi');
    vi.advanceTimersByTime(600);
    d.call('vios');
    vi.advanceTimersByTime(999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['vios']);
    vi.advanceTimersByTime(5000);
    expect(seen).toEqual(['vios']);
  });

  it('flushes the waiting call at once, and cancel drops it', () => {
    const seen: string[] = [];
    const d = debounce((text: string) => seen.push(text), 1000);
    d.call('a');
    d.flush();
    expect(seen).toEqual(['a']);
    d.call('b');
    d.cancel();
    vi.advanceTimersByTime(2000);
    expect(seen).toEqual(['a']);
    d.flush();
    expect(seen).toEqual(['a']);
  });
});

describe('review queue', () => {
  const key = (k: string, target: unknown = null, mods: Partial<KeyboardEvent> = {}) =>
    queueKey({ key: k, ctrlKey: false, metaKey: false, altKey: false, target, ...mods } as KeyboardEvent);
  const element = (matches: string[]) => ({
    closest: (selector: string) => (matches.some((m) => selector.includes(m)) ? {} : null),
  });

  it('maps J/K/A/R/D/Enter', () => {
    expect(['j', 'K', 'a', 'R', 'd', 'Enter', 'x'].map((k) => key(k))).toEqual([
      'next',
      'previous',
      'approve',
      'reject',
      'dismiss',
      'open',
      null,
    ]);
  });

  it('leaves typing, dialogs, modifier keys and Enter on a control alone', () => {
    expect(key('a', element(['input']))).toBeNull();
    expect(key('r', element(['[role="dialog"]']))).toBeNull();
    expect(key('j', null, { ctrlKey: true })).toBeNull();
    expect(key('Enter', element(['button']))).toBeNull();
    expect(key('j', element([]))).toBe('next');
  });

  it('says how long a post waited and how many reports it has', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(waitedText('2026-11-25T09:10:00Z', now)).toBe('2 hours');
    expect(waitedText('2026-11-22T12:00:00Z', now)).toBe('3 days');
    expect(reportsText(3)).toBe('3 reports');
    expect(reportsText(1)).toBe('1 report');
  });
});

describe('undo and the way back to the queue', () => {
  it('offers Undo for approvals only: a new post or an edit made ACTIVE, not a restore', () => {
    expect(isApproval({ status: 'ACTIVE', expectedStatus: 'PENDING' })).toBe(true);
    expect(isApproval({ status: 'ACTIVE', expectedStatus: 'EDIT_PENDING' })).toBe(true);
    expect(isApproval({ status: 'ACTIVE', expectedStatus: 'SUSPENDED' })).toBe(false);
    expect(isApproval({ status: 'ACTIVE', expectedStatus: null })).toBe(false);
    expect(isApproval({ status: 'REJECTED', expectedStatus: 'PENDING' })).toBe(false);
  });

  it("reads the queue's kind and the detail's origin from the URL, dropping anything else", () => {
    for (const kind of POST_QUEUE_KINDS) expect(postReviewSearch({ kind }).kind).toBe(kind);
    expect(postReviewSearch({ kind: 'SOLD', page: '2' })).toEqual({
      page: 2,
      search: undefined,
      kind: undefined,
    });
    expect(postDetailSearch({ from: 'review' })).toEqual({ from: 'review' });
    expect(postDetailSearch({ from: 'list' })).toEqual({});
    expect(postDetailSearch({})).toEqual({});
  });
});
