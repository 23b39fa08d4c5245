import { describe, expect, it } from 'vitest';
import { memberName } from '../../src/features/feedback/member-name';
import { postShortCode } from '../../src/features/feedback/post-link';
import { REPORT_REASON_LABELS } from '../../src/features/feedback/report-reason';
import {
  FEEDBACK_ID_MESSAGE,
  feedbackIdSchema,
  PHONE_ERROR_KEYWORD_MAX,
  PHONE_ERROR_KEYWORD_MESSAGE,
  phoneErrorListSchema,
  REPORT_ID_MESSAGE,
  reportIdSchema,
} from '../../src/rules/feedback';

const ID = '3f8e2a1c-5b7d-4c9e-8a6f-1d2e3c4b5a69';

describe('phone error search rule', () => {
  it('trims the keyword; blank, empty, null and missing mean no search', () => {
    expect(phoneErrorListSchema.parse({ keyword: '  0912 ' }).keyword).toBe('0912');
    for (const keyword of [undefined, null, '', '   ']) {
      expect(phoneErrorListSchema.parse({ keyword }).keyword).toBeUndefined();
    }
  });

  it(`refuses more than ${PHONE_ERROR_KEYWORD_MAX} characters after trimming, naming the keyword`, () => {
    expect(
      phoneErrorListSchema.safeParse({ keyword: ` ${'x'.repeat(PHONE_ERROR_KEYWORD_MAX)} ` }).success,
    ).toBe(true);
    const r = phoneErrorListSchema.safeParse({ keyword: 'x'.repeat(PHONE_ERROR_KEYWORD_MAX + 1) });
    expect(r.error?.issues[0]).toMatchObject({ path: ['keyword'], message: PHONE_ERROR_KEYWORD_MESSAGE });
  });
});

describe('record ids', () => {
  it('takes a UUID and refuses anything else with its own message', () => {
    expect(feedbackIdSchema.parse({ id: ID })).toEqual({ id: ID });
    expect(reportIdSchema.parse({ id: ID })).toEqual({ id: ID });
    expect(feedbackIdSchema.safeParse({ id: '42' }).error?.issues[0]?.message).toBe(FEEDBACK_ID_MESSAGE);
    expect(reportIdSchema.safeParse({ id: 'x' }).error?.issues[0]?.message).toBe(REPORT_ID_MESSAGE);
  });
});

describe('reported post words', () => {
  it('shortens a post id as SPEC §2.13 does: first 2 characters, an ellipsis, last 4', () => {
    expect(postShortCode(ID)).toBe('3f…5a69');
    expect(postShortCode('abc')).toBe('abc');
  });

  it('names every SPEC §3 report reason', () => {
    expect(Object.keys(REPORT_REASON_LABELS).sort()).toEqual(
      [
        'CAR_STOLEN',
        'FRAUD',
        'INCORRECT_INFORMATION',
        'INVALID_SELLER',
        'OBJECTIONABLE_CONTENT',
        'OTHERS',
      ].sort(),
    );
    expect(REPORT_REASON_LABELS.INCORRECT_INFORMATION).toBe('Incorrect information');
  });

  it("names a member by name, else the email left, else 'KAR User'", () => {
    expect(memberName({ firstName: 'Lan', lastName: 'Trần' }, 'lan@example.com')).toBe('Lan Trần');
    expect(memberName({ firstName: ' ', lastName: null }, 'x@example.com')).toBe('KAR User');
    expect(memberName(null, 'guest@example.com')).toBe('guest@example.com');
    expect(memberName(null, '')).toBe('KAR User');
    expect(memberName(undefined)).toBe('KAR User');
  });
});
