import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeAuditDetails } from '../../src/features/member-detail/audit-details';
import * as memberRules from '../../src/rules/member-form';
import {
  CONTACT_REQUIRED_MESSAGE,
  contactProblems,
  createMemberSchema,
  DOB_FORMAT_MESSAGE,
  DOB_FUTURE_MESSAGE,
  DOB_TOO_EARLY_MESSAGE,
  editMemberSchema,
  ID_MESSAGE,
  LANGUAGE_MESSAGE,
  MEMBER_EMAIL_INVALID_MESSAGE,
  MEMBER_PASSWORD_LENGTH_MESSAGE,
  NAME_LENGTH_MESSAGE,
  PHONE_DIGITS_MESSAGE,
  PHONE_LENGTH_MESSAGE,
  USERNAME_MESSAGE,
} from '../../src/rules/member-form';
import {
  DEACTIVATE_REASON_LENGTH,
  DEACTIVATE_REASON_REQUIRED,
  deactivateReasonSchema,
} from '../../src/rules/members';

const ID = '3f8e2a1c-5b7d-4c9e-8a6f-1d2e3c4b5a69';

function issues(
  schema: { safeParse(v: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  input: unknown,
) {
  const map: Record<string, string[]> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? []) {
    (map[issue.path.map(String).join('.')] ??= []).push(issue.message);
  }
  return map;
}

// 18:00 UTC on 22 November is already 23 November in Viet Nam.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T18:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createMemberSchema', () => {
  it('needs an email or a phone', () => {
    expect(issues(createMemberSchema, {})).toEqual({ email: [CONTACT_REQUIRED_MESSAGE] });
    expect(issues(createMemberSchema, { email: '  ', phone: '' })).toEqual({
      email: [CONTACT_REQUIRED_MESSAGE],
    });
    expect(createMemberSchema.safeParse({ email: 'a@kar.vn' }).success).toBe(true);
    expect(createMemberSchema.safeParse({ phone: '912345678' }).success).toBe(true);
  });

  it('trims and lower-cases the email and refuses a malformed one', () => {
    expect(createMemberSchema.parse({ email: '  An.Nguyen@Kar.VN ' }).email).toBe('an.nguyen@kar.vn');
    expect(issues(createMemberSchema, { email: 'an@' })).toEqual({ email: [MEMBER_EMAIL_INVALID_MESSAGE] });
  });

  it('stores the phone as digits without separators or the trunk 0, and checks its length per prefix', () => {
    expect(createMemberSchema.parse({ phone: '0912 345.678' }).phone).toBe('912345678');
    expect(createMemberSchema.parse({ phone: '(024) 3825-1234' }).phone).toBe('2438251234');
    expect(issues(createMemberSchema, { phone: '09a2345678' })).toEqual({ phone: [PHONE_DIGITS_MESSAGE] });
    expect(issues(createMemberSchema, { phone: '91234567' })).toEqual({ phone: [PHONE_LENGTH_MESSAGE] });
    expect(issues(createMemberSchema, { phone: '91234567890' })).toEqual({ phone: [PHONE_LENGTH_MESSAGE] });
    expect(issues(createMemberSchema, { prefixPhone: '86', phone: '912345678' })).toEqual({
      phone: [PHONE_LENGTH_MESSAGE],
    });
    expect(createMemberSchema.safeParse({ prefixPhone: '86', phone: '13812345678' }).success).toBe(true);
    expect(createMemberSchema.safeParse({ prefixPhone: '1', phone: '912345678' }).success).toBe(false);
  });

  it('takes a date of birth as a real past calendar day, in Viet Nam time, not before 1900', () => {
    expect(createMemberSchema.parse({ email: 'a@kar.vn', dob: '1990-05-01T00:00:00.000Z' }).dob).toBe(
      '1990-05-01',
    );
    expect(createMemberSchema.safeParse({ email: 'a@kar.vn', dob: '2026-11-23' }).success).toBe(true);
    expect(issues(createMemberSchema, { email: 'a@kar.vn', dob: '2026-11-24' })).toEqual({
      dob: [DOB_FUTURE_MESSAGE],
    });
    expect(issues(createMemberSchema, { email: 'a@kar.vn', dob: '1990-02-30' })).toEqual({
      dob: [DOB_FORMAT_MESSAGE],
    });
    expect(issues(createMemberSchema, { email: 'a@kar.vn', dob: '1899-12-31' })).toEqual({
      dob: [DOB_TOO_EARLY_MESSAGE],
    });
  });

  it('checks names, username, ids and the optional password', () => {
    const base = { email: 'a@kar.vn' };
    expect(issues(createMemberSchema, { ...base, lastName: 'x'.repeat(51) })).toEqual({
      lastName: [NAME_LENGTH_MESSAGE],
    });
    expect(createMemberSchema.safeParse({ ...base, lastName: 'x'.repeat(50) }).success).toBe(true);
    expect(issues(createMemberSchema, { ...base, username: 'a b' })).toEqual({
      username: [USERNAME_MESSAGE],
    });
    expect(issues(createMemberSchema, { ...base, cityId: 'hanoi' })).toEqual({ cityId: [ID_MESSAGE] });
    expect(createMemberSchema.parse({ ...base, cityId: '', avatar: ID }).cityId).toBeNull();
    expect(issues(createMemberSchema, { ...base, password: '1234567' })).toEqual({
      password: [MEMBER_PASSWORD_LENGTH_MESSAGE],
    });
    expect(issues(createMemberSchema, { ...base, password: 'x'.repeat(31) })).toEqual({
      password: [MEMBER_PASSWORD_LENGTH_MESSAGE],
    });
    expect(createMemberSchema.parse({ ...base, password: '' }).password).toBeUndefined();
    expect(createMemberSchema.parse({ ...base, password: '12345678' }).password).toBe('12345678');
  });
});

describe('member form messages (SPEC §1: English; Vietnamese only on registration, SPEC §5)', () => {
  const vietnamese = /[À-ỹĐđ]/u;

  it('are all English', () => {
    const messages = Object.entries(memberRules)
      .filter(([name, value]) => name.endsWith('_MESSAGE') && typeof value === 'string')
      .map(([, value]) => value as string);
    expect(messages.length).toBeGreaterThan(10);
    for (const message of messages) expect(message).not.toMatch(vietnamese);
  });

  it('reach the admin in English for every field a bad value can fail', () => {
    const result = createMemberSchema.safeParse({
      email: 'an@',
      prefixPhone: '1',
      phone: '09x',
      firstName: 'x'.repeat(51),
      username: 'a b',
      dob: '2999-01-01',
      cityId: 'hanoi',
      language: 'FR',
      password: 'short',
    });
    expect(result.success).toBe(false);
    const shown = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(shown).toContain(LANGUAGE_MESSAGE);
    expect(shown.length).toBeGreaterThanOrEqual(9);
    for (const message of shown) expect(message).not.toMatch(vietnamese);
  });
});

describe('editMemberSchema', () => {
  it('keeps absent fields absent, and turns blank or null into a clear', () => {
    const out = editMemberSchema.parse({ firstName: 'An', storeName: '  ', lastName: null });
    expect(out).toEqual({ firstName: 'An', storeName: null, lastName: null });
    expect('email' in out).toBe(false);
  });

  it('leaves the contact rule to the merged row', () => {
    expect(editMemberSchema.safeParse({ email: null }).success).toBe(true);
    expect(contactProblems({ email: null, phone: null })).toEqual([
      { path: 'email', message: CONTACT_REQUIRED_MESSAGE },
    ]);
    expect(contactProblems({ email: null, phone: '912345678', prefixPhone: '86' })).toEqual([
      { path: 'phone', message: PHONE_LENGTH_MESSAGE },
    ]);
    expect(contactProblems({ email: 'a@kar.vn', phone: null })).toEqual([]);
  });
});

describe('deactivateReasonSchema (SPEC §5: 10 to 100 characters)', () => {
  it('prompts for a missing reason and bounds its trimmed length', () => {
    expect(issues(deactivateReasonSchema, { reason: '' })).toEqual({
      reason: [DEACTIVATE_REASON_REQUIRED, DEACTIVATE_REASON_LENGTH],
    });
    expect(issues(deactivateReasonSchema, {}).reason?.[0]).toBe(DEACTIVATE_REASON_REQUIRED);
    expect(issues(deactivateReasonSchema, { reason: '   123456789   ' })).toEqual({
      reason: [DEACTIVATE_REASON_LENGTH],
    });
    expect(issues(deactivateReasonSchema, { reason: 'x'.repeat(101) })).toEqual({
      reason: [DEACTIVATE_REASON_LENGTH],
    });
    expect(deactivateReasonSchema.parse({ reason: ' 1234567890 ' }).reason).toBe('1234567890');
    expect(deactivateReasonSchema.safeParse({ reason: 'x'.repeat(100) }).success).toBe(true);
  });
});

describe('describeAuditDetails', () => {
  it('reads the reason of a deactivation and the fields of an edit', () => {
    expect(
      describeAuditDetails(
        'user.deactivate',
        null,
        JSON.stringify({ reason: 'Spam listings', emailed: 'a@kar.vn' }),
      ),
    ).toBe('Reason: Spam listings');
    expect(
      describeAuditDetails(
        'user.deactivate',
        null,
        JSON.stringify({ reason: 'Spam listings', emailed: 'no email address' }),
      ),
    ).toBe('Reason: Spam listings (not emailed: no email address)');
    expect(
      describeAuditDetails(
        'user.edit',
        JSON.stringify({ lastName: 'Mai', cityId: null }),
        JSON.stringify({ lastName: 'Hoa', cityId: ID }),
      ),
    ).toBe('Changed last name, province');
    // The Action column already says 'Member created'; the details add nothing to it.
    expect(describeAuditDetails('user.create', null, '{}')).toBe('-');
    expect(describeAuditDetails('transfer_request.approve', '{oops', null)).toBe('-');
  });
});
