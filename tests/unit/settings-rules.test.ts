import { describe, expect, it } from 'vitest';
import {
  BRAND_ICON_MESSAGE,
  NAME_MAX,
  NAME_MAX_MESSAGE,
  NEGATIVE_MESSAGE,
  PERCENT_MESSAGE,
  POSITIVE_MESSAGE,
  WHOLE_AMOUNT_MESSAGE,
  brandSchema,
  doorSchema,
  driverTypeSchema,
  fuelEconomySchema,
  modelSchema,
  namedOptionSchema,
  notANumberMessage,
  paymentItemSchema,
  purchaseCostCreateSchema,
  purchaseCostEditSchema,
  requiredMessage,
  seatSchema,
  settingTypeSchema,
  versionCreateSchema,
  versionEditSchema,
} from '../../src/rules/settings';

const ID = '3f8e2a1c-5b7d-4c9e-8a6f-1d2e3c4b5a69';

function issue(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const first = result.error?.issues[0];
  return first ? { path: first.path.join('.'), message: first.message } : null;
}

const FEES = {
  registrationFeeNewCar: 10,
  registrationFeeOldCar: 2,
  registry: 340_000,
  roadMaintenanceFee: 1_560_000,
  civilInsurance: 480_700,
  licensePlateFee: 20_000_000,
  bodyInsuranceOneYear: 1.5,
};

describe('catalogue name forms (body type, colour, fuel type)', () => {
  it('trims the name and refuses an empty or overlong one', () => {
    expect(namedOptionSchema.parse({ name: '  Sedan ' })).toEqual({ name: 'Sedan' });
    expect(issue(namedOptionSchema.safeParse({ name: '   ' }))).toEqual({
      path: 'name',
      message: requiredMessage('Name'),
    });
    expect(issue(namedOptionSchema.safeParse({}))).toEqual({
      path: 'name',
      message: requiredMessage('Name'),
    });
    expect(issue(namedOptionSchema.safeParse({ name: 'x'.repeat(NAME_MAX + 1) }))?.message).toBe(
      NAME_MAX_MESSAGE,
    );
  });
});

describe('brand (SPEC §5)', () => {
  it('needs a name and an icon, and coerces isDisplayTopSearch to a boolean', () => {
    expect(brandSchema.parse({ name: 'Toyota', mediaId: ID })).toEqual({
      name: 'Toyota',
      mediaId: ID,
      isDisplayTopSearch: false,
    });
    expect(
      brandSchema.parse({ name: 'Toyota', mediaId: ID, isDisplayTopSearch: null }).isDisplayTopSearch,
    ).toBe(false);
    expect(
      brandSchema.parse({ name: 'Toyota', mediaId: ID, isDisplayTopSearch: true }).isDisplayTopSearch,
    ).toBe(true);
    for (const mediaId of ['', undefined, 'not-an-id']) {
      expect(issue(brandSchema.safeParse({ name: 'Toyota', mediaId }))).toEqual({
        path: 'mediaId',
        message: BRAND_ICON_MESSAGE,
      });
    }
    expect(issue(brandSchema.safeParse({ name: '', mediaId: ID }))?.path).toBe('name');
  });
});

describe('model and version (SPEC §5)', () => {
  it('model needs a name and a brand', () => {
    expect(modelSchema.parse({ name: 'Vios', brand: ID })).toEqual({ name: 'Vios', brand: ID });
    expect(issue(modelSchema.safeParse({ name: 'Vios', brand: '' }))).toEqual({
      path: 'brand',
      message: requiredMessage('Brand'),
    });
    expect(issue(modelSchema.safeParse({ name: 'Vios', brand: 'x' }))).toEqual({
      path: 'brand',
      message: 'Unknown brand',
    });
  });

  it('version needs a name and a positive whole price; the model on add only', () => {
    const base = { name: '1.5 AT', priceCarVersion: 725_000_000 };
    expect(versionCreateSchema.parse({ ...base, model: ID, mediaId: null })).toEqual({ ...base, model: ID });
    expect(issue(versionCreateSchema.safeParse({ ...base, model: '' }))).toEqual({
      path: 'model',
      message: requiredMessage('Model'),
    });
    expect(versionEditSchema.parse({ ...base, model: '' })).toEqual(base);
    expect(versionEditSchema.parse({ ...base, model: null })).toEqual(base);
    const price = (priceCarVersion: unknown) =>
      issue(versionEditSchema.safeParse({ ...base, priceCarVersion }));
    expect(price(null)).toEqual({ path: 'priceCarVersion', message: requiredMessage('Price') });
    expect(price(Number.NaN)).toEqual({ path: 'priceCarVersion', message: notANumberMessage('Price') });
    expect(price(0)?.message).toBe(POSITIVE_MESSAGE);
    expect(price(-1)?.message).toBe(NEGATIVE_MESSAGE);
    expect(price(1.5)?.message).toBe(WHOLE_AMOUNT_MESSAGE);
    expect(issue(versionEditSchema.safeParse({ ...base, mediaId: 'x' }))?.path).toBe('mediaId');
  });
});

describe('seat, door, driver type', () => {
  it('seat and door need a name and a whole count between 1 and 100; fixed defaults to false', () => {
    expect(seatSchema.parse({ name: '7 chỗ', value: 7 })).toEqual({ name: '7 chỗ', value: 7, fixed: false });
    expect(issue(seatSchema.safeParse({ name: '7 chỗ', value: 0 }))?.path).toBe('value');
    expect(issue(seatSchema.safeParse({ name: '7 chỗ', value: 7.5 }))?.message).toBe(
      'Value must be a whole number',
    );
    expect(issue(doorSchema.safeParse({ name: '4 cửa', value: null }))).toEqual({
      path: 'value',
      message: requiredMessage('Value'),
    });
    expect(issue(doorSchema.safeParse({ name: '4 cửa', value: 101 }))?.message).toBe(
      'Value lies between 1 and 100',
    );
  });

  it('driver type needs both names', () => {
    expect(issue(driverTypeSchema.safeParse({ nameVi: 'Cầu trước', nameEn: '' }))).toEqual({
      path: 'nameEn',
      message: requiredMessage('Name (EN)'),
    });
  });
});

describe('fuel economy and payment item (SPEC §5)', () => {
  it('fuel economy needs isLess, liter and kilometer; the names are optional', () => {
    expect(fuelEconomySchema.parse({ isLess: true, liter: 5, kilometer: 100, nameVi: ' ' })).toEqual({
      isLess: true,
      liter: 5,
      kilometer: 100,
    });
    expect(issue(fuelEconomySchema.safeParse({ liter: 5, kilometer: 100 }))?.path).toBe('isLess');
    expect(issue(fuelEconomySchema.safeParse({ isLess: false, liter: null, kilometer: 100 }))).toEqual({
      path: 'liter',
      message: requiredMessage('Liter'),
    });
    expect(issue(fuelEconomySchema.safeParse({ isLess: false, liter: 5, kilometer: 0 }))?.path).toBe(
      'kilometer',
    );
  });

  it('payment item needs a positive whole amount and a currency of the list', () => {
    expect(paymentItemSchema.parse({ amount: 100_000, currency: 'VND' })).toEqual({
      amount: 100_000,
      currency: 'VND',
    });
    expect(issue(paymentItemSchema.safeParse({ amount: 0, currency: 'VND' }))?.message).toBe(
      POSITIVE_MESSAGE,
    );
    expect(issue(paymentItemSchema.safeParse({ amount: 10, currency: 'EUR' }))).toEqual({
      path: 'currency',
      message: requiredMessage('Currency'),
    });
  });
});

describe('registration location (SPEC §5)', () => {
  it('needs the province and all seven fees; other cost is optional', () => {
    expect(purchaseCostCreateSchema.parse({ provinceId: ID, ...FEES })).toEqual({
      provinceId: ID,
      ...FEES,
      otherCost: null,
    });
    expect(issue(purchaseCostCreateSchema.safeParse({ provinceId: '', ...FEES }))?.path).toBe('provinceId');
    for (const field of Object.keys(FEES)) {
      expect(issue(purchaseCostEditSchema.safeParse({ ...FEES, [field]: null }))?.path, field).toBe(field);
    }
  });

  it('percentages stay within 0–100, VND fees are whole and not negative', () => {
    expect(issue(purchaseCostEditSchema.safeParse({ ...FEES, registrationFeeNewCar: 101 }))?.message).toBe(
      PERCENT_MESSAGE,
    );
    expect(issue(purchaseCostEditSchema.safeParse({ ...FEES, bodyInsuranceOneYear: -1 }))?.message).toBe(
      PERCENT_MESSAGE,
    );
    expect(issue(purchaseCostEditSchema.safeParse({ ...FEES, registry: -5 }))?.message).toBe(
      NEGATIVE_MESSAGE,
    );
    expect(issue(purchaseCostEditSchema.safeParse({ ...FEES, civilInsurance: 1.5 }))?.message).toBe(
      WHOLE_AMOUNT_MESSAGE,
    );
    expect(issue(purchaseCostEditSchema.safeParse({ ...FEES, otherCost: -1 }))?.path).toBe('otherCost');
    // The edit form has no province: it cannot be changed once saved.
    expect(purchaseCostEditSchema.parse({ ...FEES, provinceId: ID })).not.toHaveProperty('provinceId');
  });
});

it('knows the twelve setting types of the contract', () => {
  expect(settingTypeSchema.options).toHaveLength(12);
  expect(settingTypeSchema.safeParse('VERSION').success).toBe(true);
  expect(settingTypeSchema.safeParse('CAR_VERSION').success).toBe(false);
});
