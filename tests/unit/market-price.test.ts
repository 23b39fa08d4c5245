import { describe, expect, it } from 'vitest';
import { formatKm, formatPrice, formatYear } from '../../src/features/market-price/market-price-format';
import { parseYear } from '../../src/components/form/year-input';
import {
  IMAGE_UNKNOWN_MESSAGE,
  KM_MESSAGE,
  MODEL_UNKNOWN_MESSAGE,
  NAME_MAX_MESSAGE,
  PRICE_MAX_MESSAGE,
  PRICE_NEGATIVE_MESSAGE,
  PRICE_WHOLE_MESSAGE,
  marketPriceListSchema,
  marketPriceRequired,
  marketPriceSchema,
  nextYear,
  versionIdSchema,
  yearMessage,
} from '../../src/rules/market-price';
import { foldSearchText } from '../../src/rules/fold';

const MODEL = '3f8e2a1c-5b7d-4c9e-8a6f-1d2e3c4b5a69';
const valid = {
  name: 'Vios 1.5G CVT',
  model: MODEL,
  priceCarVersion: 545_000_000,
  yearManufacture: 2022,
  numKilometerCarRun: 35_000,
  mediaId: null,
};

function issue(input: Record<string, unknown>) {
  const r = marketPriceSchema.safeParse({ ...valid, ...input });
  const first = r.error?.issues[0];
  return first ? { path: first.path.map(String).join('.'), message: first.message } : undefined;
}

describe('market price rule', () => {
  it('accepts a full entry and trims and composes the name', () => {
    const r = marketPriceSchema.parse({ ...valid, name: '  Cross Đặc biệt  '.normalize('NFD') });
    expect(r).toEqual({ ...valid, name: 'Cross Đặc biệt'.normalize('NFC') });
  });

  it('treats year, km and image as optional', () => {
    const r = marketPriceSchema.parse({ name: 'X', model: MODEL, priceCarVersion: 0 });
    expect(r).toMatchObject({ yearManufacture: null, numKilometerCarRun: null, mediaId: null });
  });

  it('requires a name of at most 100 characters', () => {
    expect(issue({ name: '   ' })).toEqual({ path: 'name', message: marketPriceRequired('Version name') });
    expect(issue({ name: undefined })).toEqual({
      path: 'name',
      message: marketPriceRequired('Version name'),
    });
    expect(issue({ name: 'x'.repeat(101) })).toEqual({ path: 'name', message: NAME_MAX_MESSAGE });
    expect(issue({ name: 'x'.repeat(100) })).toBeUndefined();
  });

  it('requires a model id', () => {
    expect(issue({ model: '' })).toEqual({ path: 'model', message: marketPriceRequired('Model') });
    expect(issue({ model: 'vios' })).toEqual({ path: 'model', message: MODEL_UNKNOWN_MESSAGE });
  });

  it('requires a whole, non-negative price within bounds', () => {
    expect(issue({ priceCarVersion: null })).toEqual({
      path: 'priceCarVersion',
      message: marketPriceRequired('Price'),
    });
    expect(issue({ priceCarVersion: Number.NaN })).toEqual({
      path: 'priceCarVersion',
      message: 'Price must be a number',
    });
    expect(issue({ priceCarVersion: -1 })).toEqual({
      path: 'priceCarVersion',
      message: PRICE_NEGATIVE_MESSAGE,
    });
    expect(issue({ priceCarVersion: 1.5 })).toEqual({
      path: 'priceCarVersion',
      message: PRICE_WHOLE_MESSAGE,
    });
    expect(issue({ priceCarVersion: 1e13 + 1 })).toEqual({
      path: 'priceCarVersion',
      message: PRICE_MAX_MESSAGE,
    });
    expect(issue({ priceCarVersion: 0 })).toBeUndefined();
  });

  it('takes a year of manufacture from 1900 to next year', () => {
    const next = nextYear();
    expect(next).toBe(
      Number(
        new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date()).slice(0, 4),
      ) + 1,
    );
    expect(nextYear(new Date('2025-12-31T17:30:00Z'))).toBe(2027); // already 2026 in Viet Nam
    for (const ok of [1900, next, null]) expect(issue({ yearManufacture: ok })).toBeUndefined();
    for (const bad of [1899, next + 1, 2020.5]) {
      expect(issue({ yearManufacture: bad })).toEqual({
        path: 'yearManufacture',
        message: yearMessage(next),
      });
    }
    expect(issue({ yearManufacture: Number.NaN })).toEqual({
      path: 'yearManufacture',
      message: 'Year of manufacture must be a number',
    });
  });

  it('takes km run as a whole number from 0', () => {
    for (const ok of [0, 250_000, null]) expect(issue({ numKilometerCarRun: ok })).toBeUndefined();
    for (const bad of [-1, 1.5, 10_000_001]) {
      expect(issue({ numKilometerCarRun: bad })).toEqual({ path: 'numKilometerCarRun', message: KM_MESSAGE });
    }
  });

  it('takes an image only as a media id', () => {
    expect(issue({ mediaId: 'x.png' })).toEqual({ path: 'mediaId', message: IMAGE_UNKNOWN_MESSAGE });
    expect(issue({ mediaId: MODEL })).toBeUndefined();
  });

  it('trims the list keyword and caps it', () => {
    expect(marketPriceListSchema.parse({ keyword: '  vios ' })).toEqual({ keyword: 'vios' });
    expect(marketPriceListSchema.parse({ keyword: '   ' })).toEqual({ keyword: undefined });
    expect(marketPriceListSchema.safeParse({ keyword: 'x'.repeat(101) }).success).toBe(false);
    expect(versionIdSchema.safeParse({ id: 'nope' }).success).toBe(false);
  });
});

describe('market price helpers', () => {
  it('folds Vietnamese for search', () => {
    expect(foldSearchText('ĐẶC BIỆT Ấn Tượng')).toBe('dac biet an tuong');
    expect(foldSearchText('Hyundai')).toBe('hyundai');
  });

  it('formats price, km and year for the list', () => {
    expect(formatPrice(545_000_000)).toBe('545,000,000');
    expect(formatPrice(null)).toBe('-');
    expect(formatKm(35_000)).toBe('35,000 km');
    expect(formatKm(0)).toBe('0 km');
    expect(formatKm(null)).toBe('-');
    expect(formatYear(2022)).toBe('2022');
    expect(formatYear(null)).toBe('-');
  });

  it('parses the year input', () => {
    expect(parseYear('')).toBeNull();
    expect(parseYear(' 2022 ')).toBe(2022);
    expect(parseYear('20a2')).toBeNaN();
  });
});
