import { describe, expect, it } from 'vitest';
import {
  BENEFIT_ID_MESSAGE,
  COUNT_MAX_MESSAGE,
  COUNT_MESSAGE,
  DESCRIPTION_MAX,
  DESCRIPTION_MAX_MESSAGE,
  EXPIRY_MESSAGE,
  FEE_MESSAGE,
  FIELD_REQUIRED,
  NOT_A_NUMBER_MESSAGE,
  TITLE_MAX,
  TITLE_MAX_MESSAGE,
  USED_OVER_QUANTITY_MESSAGE,
  benefitSchema,
  endOfVietnamDay,
  servicePackageSchema,
  userServiceFormSchema,
  userServiceInputSchema,
  userServicesFilterSchema,
  vietnamDayOf,
} from '../../src/rules/packages';

const ID = '3f8e2a1c-5b7d-4c9e-8a6f-1d2e3c4b5a69';
const ID2 = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

function firstIssue(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const issue = result.error?.issues[0];
  return issue ? { path: issue.path.map(String).join('.'), message: issue.message } : undefined;
}

describe('benefit form (SPEC §5)', () => {
  it("requires type and title with 'field required'", () => {
    expect(firstIssue(benefitSchema.safeParse({ title: 'x' }))).toEqual({
      path: 'type',
      message: FIELD_REQUIRED,
    });
    expect(firstIssue(benefitSchema.safeParse({ type: '', title: 'x' }))).toEqual({
      path: 'type',
      message: FIELD_REQUIRED,
    });
    for (const title of [undefined, '', '   ']) {
      expect(firstIssue(benefitSchema.safeParse({ type: 'OTHER', title }))).toEqual({
        path: 'title',
        message: FIELD_REQUIRED,
      });
    }
  });

  it('trims the title, limits its length and accepts every benefit type', () => {
    expect(benefitSchema.parse({ type: 'HOT_NEWS', title: '  Tin nổi bật  ' })).toEqual({
      type: 'HOT_NEWS',
      title: 'Tin nổi bật',
    });
    expect(firstIssue(benefitSchema.safeParse({ type: 'OTHER', title: 'x'.repeat(TITLE_MAX + 1) }))).toEqual({
      path: 'title',
      message: TITLE_MAX_MESSAGE,
    });
    expect(benefitSchema.safeParse({ type: 'BOOKINGS_SPECIAL', title: 'x' }).success).toBe(false);
    expect(benefitSchema.safeParse({ type: 'NO_ADS_THEORY_AND_SIMULATION', title: 'x' }).success).toBe(true);
  });
});

describe('service package form', () => {
  const base = { type: 'BOOKINGS', unitPrice: 15000, totalPrice: 150000 };

  it('reads empty quantity and days as unlimited, and fills the defaults', () => {
    expect(servicePackageSchema.parse({ ...base, description: '  ', quantity: null })).toEqual({
      ...base,
      description: null,
      quantity: null,
      day: null,
      isActive: true,
      benefitsItemIds: [],
    });
  });

  it('takes quantities and days as whole numbers above 0', () => {
    for (const [value, message] of [
      [0, COUNT_MESSAGE],
      [-3, COUNT_MESSAGE],
      [2.5, COUNT_MESSAGE],
      [Number.NaN, NOT_A_NUMBER_MESSAGE],
      [2_000_000, COUNT_MAX_MESSAGE],
    ] as const) {
      expect(firstIssue(servicePackageSchema.safeParse({ ...base, quantity: value }))).toEqual({
        path: 'quantity',
        message,
      });
      expect(firstIssue(servicePackageSchema.safeParse({ ...base, day: value }))?.path).toBe('day');
    }
    expect(servicePackageSchema.parse({ ...base, quantity: 10, day: 30 })).toMatchObject({
      quantity: 10,
      day: 30,
    });
  });

  it("requires both fees, 0 or more whole VND, with 'field required' when empty", () => {
    expect(firstIssue(servicePackageSchema.safeParse({ ...base, unitPrice: null }))).toEqual({
      path: 'unitPrice',
      message: FIELD_REQUIRED,
    });
    expect(firstIssue(servicePackageSchema.safeParse({ ...base, totalPrice: undefined }))).toEqual({
      path: 'totalPrice',
      message: FIELD_REQUIRED,
    });
    expect(firstIssue(servicePackageSchema.safeParse({ ...base, unitPrice: -1 }))).toEqual({
      path: 'unitPrice',
      message: FEE_MESSAGE,
    });
    expect(firstIssue(servicePackageSchema.safeParse({ ...base, totalPrice: 1.5 }))?.message).toBe(
      FEE_MESSAGE,
    );
    expect(servicePackageSchema.safeParse({ ...base, unitPrice: 0, totalPrice: 0 }).success).toBe(true);
    expect(firstIssue(servicePackageSchema.safeParse({ ...base, type: undefined }))).toEqual({
      path: 'type',
      message: FIELD_REQUIRED,
    });
  });

  it('dedupes benefit ids and refuses malformed ones and long descriptions', () => {
    expect(servicePackageSchema.parse({ ...base, benefitsItemIds: [ID, ID2, ID] }).benefitsItemIds).toEqual([
      ID,
      ID2,
    ]);
    expect(firstIssue(servicePackageSchema.safeParse({ ...base, benefitsItemIds: ['nope'] }))).toEqual({
      path: 'benefitsItemIds.0',
      message: BENEFIT_ID_MESSAGE,
    });
    expect(
      firstIssue(servicePackageSchema.safeParse({ ...base, description: 'x'.repeat(DESCRIPTION_MAX + 1) })),
    ).toEqual({ path: 'description', message: DESCRIPTION_MAX_MESSAGE });
  });
});

describe('user service package', () => {
  it('leaves absent terms undefined (taken from the package) and keeps null as unlimited', () => {
    expect(userServiceInputSchema.parse({ userId: ID, servicesId: ID2 })).toEqual({
      userId: ID,
      servicesId: ID2,
    });
    expect(
      userServiceInputSchema.parse({
        userId: ID,
        servicesId: ID2,
        quantity: null,
        day: null,
        expriedDate: null,
      }),
    ).toEqual({ userId: ID, servicesId: ID2, quantity: null, day: null, expriedDate: null });
  });

  it('refuses used above the quantity, but not with an unlimited quantity', () => {
    expect(
      firstIssue(userServiceInputSchema.safeParse({ userId: ID, servicesId: ID2, quantity: 5, used: 6 })),
    ).toEqual({
      path: 'used',
      message: USED_OVER_QUANTITY_MESSAGE,
    });
    expect(
      userServiceInputSchema.safeParse({ userId: ID, servicesId: ID2, quantity: 5, used: 5 }).success,
    ).toBe(true);
    expect(
      userServiceInputSchema.safeParse({ userId: ID, servicesId: ID2, quantity: null, used: 99 }).success,
    ).toBe(true);
    expect(
      firstIssue(userServiceInputSchema.safeParse({ userId: ID, servicesId: ID2, used: -1 }))?.path,
    ).toBe('used');
  });

  it("requires a member and a package with 'field required'", () => {
    const form = {
      userId: '',
      servicesId: '',
      quantity: null,
      day: null,
      used: 0,
      isActive: true,
      expiryDay: '',
    };
    const r = userServiceFormSchema.safeParse(form);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['userId', FIELD_REQUIRED],
      ['servicesId', FIELD_REQUIRED],
    ]);
  });

  it('turns the picked expiry day into the end of that day in Viet Nam, empty into unlimited', () => {
    const form = { userId: ID, servicesId: ID2, quantity: 3, day: 30, used: 0, isActive: true };
    expect(userServiceFormSchema.parse({ ...form, expiryDay: '' }).expiryDay).toBeNull();
    expect(userServiceFormSchema.parse({ ...form, expiryDay: '2027-02-18' }).expiryDay).toBe('2027-02-18');
    expect(firstIssue(userServiceFormSchema.safeParse({ ...form, expiryDay: '2027-02-30' }))).toEqual({
      path: 'expiryDay',
      message: EXPIRY_MESSAGE,
    });
    expect(endOfVietnamDay('2027-02-18')).toBe('2027-02-18T16:59:59.999Z');
    expect(vietnamDayOf('2027-02-18T16:59:59.999Z')).toBe('2027-02-18');
    expect(vietnamDayOf('2027-02-18T17:00:00.000Z')).toBe('2027-02-19');
  });

  it('filters by ACTIVE or INACTIVE; no status means ALL; the keyword is trimmed', () => {
    expect(userServicesFilterSchema.parse({ keyword: '  an  ', status: 'INACTIVE' })).toEqual({
      keyword: 'an',
      status: 'INACTIVE',
    });
    expect(userServicesFilterSchema.parse({ keyword: '   ' })).toEqual({ keyword: undefined });
    expect(userServicesFilterSchema.safeParse({ status: 'ALL' }).success).toBe(false);
  });
});
