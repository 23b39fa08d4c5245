import { describe, it, expect } from 'vitest';
import * as cars from '../../server/seed/data/cars';
import * as locations from '../../server/seed/data/locations';
import * as people from '../../server/seed/data/people';
import * as reference from '../../server/seed/data/reference';

const { countries, districts, provinces, wards } = locations;
const { carCatalogue } = cars;

const duplicates = (values: readonly string[]): string[] =>
  values.filter((value, index) => values.indexOf(value) !== index);

// Walks any exported data structure and yields every string inside it, with a path for messages.
function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') {
    yield [path, value];
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* strings(item, `${path}[${index}]`);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) yield* strings(item, `${path}.${key}`);
  }
}

const asciiSlug = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

describe('seed data: locations', () => {
  it('lists all 63 provinces with unique two-digit GSO codes and the well-known ones in place', () => {
    expect(provinces).toHaveLength(63);
    expect(duplicates(provinces.map((p) => p.code))).toEqual([]);
    expect(provinces.every((p) => /^\d{2}$/.test(p.code))).toBe(true);
    const byCode = new Map(provinces.map((p) => [p.code, p.name]));
    expect(byCode.get('01')).toBe('Thành phố Hà Nội');
    expect(byCode.get('79')).toBe('Thành phố Hồ Chí Minh');
    expect(byCode.get('48')).toBe('Thành phố Đà Nẵng');
    expect(byCode.get('31')).toBe('Thành phố Hải Phòng');
    expect(byCode.get('92')).toBe('Thành phố Cần Thơ');
  });

  it('gives each province an ASCII kebab-case slug derived from its name', () => {
    expect(duplicates(provinces.map((p) => p.slug))).toEqual([]);
    for (const province of provinces) {
      expect(province.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const bareName = province.name.replace(/^(Thành phố|Tỉnh) /, '');
      expect(province.slug).toBe(asciiSlug(bareName));
    }
  });

  it('includes Việt Nam among unique country codes', () => {
    expect(duplicates(countries.map((c) => c.code))).toEqual([]);
    expect(countries.find((c) => c.code === 'VN')?.name).toBe('Việt Nam');
  });

  it('has unique district codes that all point at an existing province', () => {
    expect(duplicates(districts.map((d) => d.code))).toEqual([]);
    const provinceCodes = new Set(provinces.map((p) => p.code));
    for (const district of districts) {
      expect(provinceCodes.has(district.provinceCode), district.code).toBe(true);
      expect(['Quận', 'Huyện', 'Thị xã', 'Thành phố']).toContain(district.prefix);
      expect(district.name.startsWith(district.prefix), district.name).toBe(false);
    }
    for (const city of ['01', '79', '48', '31', '92']) {
      expect(
        districts.some((d) => d.provinceCode === city),
        city,
      ).toBe(true);
    }
  });

  it('has unique ward codes whose district exists and belongs to the same province', () => {
    expect(duplicates(wards.map((w) => w.code))).toEqual([]);
    const districtByCode = new Map(districts.map((d) => [d.code, d]));
    for (const ward of wards) {
      expect(ward.code).toMatch(/^\d{5}$/);
      const district = districtByCode.get(ward.districtCode);
      expect(district, ward.code).toBeDefined();
      expect(district?.provinceCode, ward.code).toBe(ward.provinceCode);
      expect(['Phường', 'Xã', 'Thị trấn']).toContain(ward.prefix);
    }
    // The central districts named in the brief must all have wards.
    for (const code of [
      '001',
      '002',
      '005',
      '006',
      '007',
      '760',
      '770',
      '774',
      '778',
      '771',
      '765',
      '768',
      '766',
      '764',
      '769',
      '492',
      '491',
      '493',
    ]) {
      expect(
        wards.some((w) => w.districtCode === code),
        code,
      ).toBe(true);
    }
  });
});

describe('seed data: car catalogue', () => {
  const models = carCatalogue.flatMap((b) => b.models);
  const versions = models.flatMap((m) => m.versions);

  it('is large enough to make lists and filters meaningful', () => {
    expect(carCatalogue.length).toBeGreaterThanOrEqual(15);
    expect(models.length).toBeGreaterThanOrEqual(60);
    expect(versions.length).toBeGreaterThanOrEqual(180);
  });

  it('has unique brands, unique model names per brand and unique version names per model', () => {
    expect(duplicates(carCatalogue.map((b) => b.brand))).toEqual([]);
    for (const brand of carCatalogue) {
      expect(duplicates(brand.models.map((m) => m.name)), brand.brand).toEqual([]);
      for (const model of brand.models) {
        expect(model.versions.length, model.name).toBeGreaterThan(0);
        expect(duplicates(model.versions.map((v) => v.name)), model.name).toEqual([]);
      }
    }
  });

  it('prices every version as a positive whole number of VND in a plausible range', () => {
    for (const version of versions) {
      expect(Number.isInteger(version.price), version.name).toBe(true);
      expect(version.price, version.name).toBeGreaterThanOrEqual(100_000_000);
      expect(version.price, version.name).toBeLessThanOrEqual(20_000_000_000);
    }
  });

  it('uses only body types from the reference list', () => {
    const allowed: readonly string[] = reference.bodyTypes;
    for (const model of models) expect(allowed, model.name).toContain(model.bodyType);
  });
});

describe('seed data: people', () => {
  it('has non-empty, duplicate-free name pools', () => {
    for (const pool of [
      people.familyNames,
      people.middleNames,
      people.givenNamesMale,
      people.givenNamesFemale,
    ]) {
      expect(pool.length).toBeGreaterThanOrEqual(20);
      expect(duplicates(pool)).toEqual([]);
    }
  });

  it('uses real two-digit mobile prefixes and plain email domains', () => {
    expect(duplicates(people.mobilePrefixes)).toEqual([]);
    for (const prefix of people.mobilePrefixes) expect(prefix).toMatch(/^[3-9]\d$/);
    for (const required of ['32', '39', '70', '79', '81', '86', '88', '90', '96', '99']) {
      expect(people.mobilePrefixes).toContain(required);
    }
    expect(duplicates(people.emailDomains)).toEqual([]);
    for (const domain of people.emailDomains) expect(domain).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
  });
});

describe('seed data: reference lists', () => {
  it('meets the minimum sizes the seeder relies on', () => {
    expect(reference.reviewTitles.length).toBeGreaterThanOrEqual(40);
    expect(reference.benefitItems.length).toBeGreaterThanOrEqual(25);
    expect(reference.trafficSigns.length).toBeGreaterThanOrEqual(40);
    expect(reference.theoryQuestions.length).toBeGreaterThanOrEqual(40);
    expect(reference.simulationQuestionTitles.length).toBeGreaterThanOrEqual(30);
    for (const pool of [
      reference.garageNames,
      reference.parkingNames,
      reference.drivingCenterNames,
      reference.streetNames,
    ]) {
      expect(pool.length).toBeGreaterThanOrEqual(30);
      expect(duplicates(pool)).toEqual([]);
    }
    expect(reference.phoneErrorMessages.length).toBeGreaterThanOrEqual(8);
    expect(reference.feedbackTexts.length).toBeGreaterThanOrEqual(30);
    expect(reference.reportContents.length).toBeGreaterThanOrEqual(15);
    expect(reference.contestNames.length).toBeGreaterThanOrEqual(25);
    expect(reference.avatarTitles.length).toBeGreaterThanOrEqual(25);
    expect(reference.notificationTitles.length).toBeGreaterThanOrEqual(30);
    expect(reference.reviewVideoTitles.length).toBeGreaterThanOrEqual(25);
  });

  it('keeps setting values unique and numeric values sane', () => {
    expect(duplicates([...reference.bodyTypes])).toEqual([]);
    expect(duplicates(reference.colours)).toEqual([]);
    expect(duplicates(reference.fuelTypes)).toEqual([]);
    expect(duplicates(reference.seats.map((s) => s.name))).toEqual([]);
    for (const seat of reference.seats) expect(seat.name).toBe(`${seat.value} chỗ`);
    expect(duplicates(reference.doors.map((d) => d.name))).toEqual([]);
    expect(duplicates(reference.driverTypes.map((d) => d.nameEn))).toEqual([]);
    for (const item of reference.paymentItems) {
      expect(Number.isInteger(item.amount) && item.amount > 0).toBe(true);
    }
    expect(duplicates(reference.paymentItems.map((p) => `${p.amount} ${p.currency}`))).toEqual([]);
    for (const economy of reference.fuelEconomies) {
      expect(economy.liter).toBeGreaterThan(0);
      expect(economy.kilometer).toBeGreaterThan(0);
    }
    for (const position of reference.bannerPositions) {
      expect(position.ratioWidth).toBeGreaterThan(0);
      expect(position.ratioHeight).toBeGreaterThan(0);
    }
    expect(duplicates(reference.bannerPositions.map((p) => p.type))).toEqual([]);
  });

  it('has well-formed theory questions, traffic signs and video ids', () => {
    for (const question of reference.theoryQuestions) {
      expect(question.answers.length, question.content).toBeGreaterThanOrEqual(2);
      expect(question.correct, question.content).toBeGreaterThanOrEqual(0);
      expect(question.correct, question.content).toBeLessThan(question.answers.length);
      expect(question.chapter).toBeGreaterThanOrEqual(1);
      expect(question.chapter).toBeLessThanOrEqual(6);
    }
    expect(new Set(reference.theoryQuestions.map((q) => q.chapter)).size).toBe(6);
    expect(duplicates(reference.theoryQuestions.map((q) => q.content))).toEqual([]);
    expect(duplicates(reference.trafficSigns.map((s) => s.symbol))).toEqual([]);
    expect(new Set(reference.trafficSigns.map((s) => s.type)).size).toBe(7);
    expect(duplicates(reference.reviewVideoTitles.map((v) => v.youtubeId))).toEqual([]);
    for (const video of reference.reviewVideoTitles) expect(video.youtubeId).toMatch(/^[A-Za-z0-9_-]{11}$/);
    expect(new Set(reference.benefitItems.map((b) => b.type)).size).toBe(8);
  });
});

describe('seed data: text hygiene', () => {
  const modules = { locations, cars, people, reference };

  it('stores every string NFC-normalised, trimmed and without doubled spaces', () => {
    const bad: string[] = [];
    for (const [path, text] of strings(modules, 'data')) {
      if (text !== text.normalize('NFC') || text !== text.trim() || text.includes('  ') || text === '') {
        bad.push(`${path}: ${JSON.stringify(text)}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
