import {
  bodyTypes,
  brands,
  carPurchaseCostProvinces,
  carVersions,
  colours,
  countries,
  districts,
  doors,
  driverTypes,
  fuelEconomies,
  fuelTypes,
  models,
  paymentItems,
  provinces,
  seats,
  wards,
} from '../db/schema';
import { asc, eq, sql } from 'drizzle-orm';
import { type SeedContext, insertAll } from './context';
import { chunk } from './text';
import { FORMER_SAME_NAME_SQL } from '../kit/former-units';
import { carCatalogue } from './data/cars';
import * as loc from './data/locations';
import * as ref from './data/reference';
import { slugify } from '../kit/slug';

export interface ProvinceRef {
  id: string;
  code: string;
  name: string;
}
export interface ModelRef {
  id: string;
  brandId: string;
  brandName: string;
  name: string;
  bodyType: string;
}
export interface VersionRef {
  id: string;
  brandId: string;
  modelId: string;
  name: string;
  price: number;
}

export interface ReferenceRefs {
  countryIds: Map<string, string>;
  provinces: ProvinceRef[];
  /** District codes per province code, and ward codes per district code. */
  districtsByProvince: Map<string, string[]>;
  wardsByDistrict: Map<string, string[]>;
  /** The units in force since 30 April 2026: provinces, and the wards directly under each. */
  currentProvinces: ProvinceRef[];
  currentWardsByProvince: Map<string, { code: string; name: string }[]>;
  /** The former provinces (inactive), in code order: a few demo records stay on them. */
  formerProvinces: ProvinceRef[];
  brands: { id: string; name: string }[];
  models: ModelRef[];
  versions: VersionRef[];
  bodyTypeIds: Map<string, string>;
  colourIds: string[];
  fuelTypeIds: string[];
  seatIds: string[];
  doorIds: string[];
  driverTypeIds: string[];
  fuelEconomyIds: string[];
}

export async function seedReference(ctx: SeedContext): Promise<ReferenceRefs> {
  const { db, rng } = ctx;
  const created = () => ctx.pastDate();

  const countryRows = loc.countries.map((c) => ({ id: rng.uuid(), code: c.code, name: c.name }));
  await insertAll(db, countries, countryRows);
  // Migration 0016 put in the units in force since 30 April 2026 (active). The former 63 provinces, their
  // districts and wards go in beside them as inactive units, so demo records can still sit on them; a
  // current unit that kept a former code keeps its row (the seed only gives it the seed's id).
  const seededIds = loc.provinces.map((p) => ({ id: rng.uuid(), code: p.code }));
  await db
    .insert(provinces)
    .values(
      loc.provinces.map((p, i) => ({
        id: seededIds[i]?.id,
        code: p.code,
        name: p.name,
        slug: p.slug,
        countryCode: 'VN',
        isActive: false,
      })),
    )
    .onConflictDoUpdate({ target: provinces.code, set: { id: sql`excluded.id` } });
  await db.execute(sql.raw(FORMER_SAME_NAME_SQL));
  const provinceByCode = new Map(
    (
      await db
        .select({
          id: provinces.id,
          code: provinces.code,
          name: provinces.name,
          isActive: provinces.isActive,
        })
        .from(provinces)
    ).map((p) => [p.code, p]),
  );
  const provinceRows = loc.provinces.flatMap((p) => {
    const row = provinceByCode.get(p.code);
    return row ? [row] : [];
  });
  await insertAll(
    db,
    districts,
    loc.districts.map((d) => ({
      code: d.code,
      name: d.name,
      prefix: d.prefix,
      provinceCode: d.provinceCode,
      isActive: false,
    })),
  );
  for (const part of chunk(loc.wards, 500)) {
    await db
      .insert(wards)
      .values(
        part.map((w) => ({
          code: w.code,
          name: w.name,
          prefix: w.prefix,
          districtCode: w.districtCode,
          provinceCode: w.provinceCode,
          isActive: false,
        })),
      )
      .onConflictDoNothing({ target: wards.code });
  }
  const current = await db
    .select({ code: wards.code, provinceCode: wards.provinceCode, name: wards.name, prefix: wards.prefix })
    .from(wards)
    .where(eq(wards.isActive, true))
    .orderBy(asc(wards.code));
  const currentWardsByProvince = new Map<string, { code: string; name: string }[]>();
  for (const w of current) {
    const list = currentWardsByProvince.get(w.provinceCode) ?? [];
    list.push({ code: w.code, name: `${w.prefix} ${w.name}` });
    currentWardsByProvince.set(w.provinceCode, list);
  }
  const currentCodes = new Set(current.map((c) => c.code));
  const districtsByProvince = groupCodes(loc.districts, (d) => d.provinceCode);
  // Former wards only: a code a current ward took over is no longer under its district.
  const wardsByDistrict = groupCodes(
    loc.wards.filter((w) => !currentCodes.has(w.code)),
    (w) => w.districtCode,
  );

  const bodyTypeRows = ref.bodyTypes.map((name) => ({ id: rng.uuid(), name, slug: slugify(name) }));
  await insertAll(db, bodyTypes, bodyTypeRows);
  const colourRows = ref.colours.map((name) => ({ id: rng.uuid(), name, slug: slugify(name) }));
  await insertAll(db, colours, colourRows);
  const fuelRows = ref.fuelTypes.map((name) => ({ id: rng.uuid(), name, slug: slugify(name) }));
  await insertAll(db, fuelTypes, fuelRows);
  const seatRows = ref.seats.map((s, i) => ({ id: rng.uuid(), name: s.name, value: s.value, fixed: i < 3 }));
  await insertAll(db, seats, seatRows);
  const doorRows = ref.doors.map((d) => ({ id: rng.uuid(), name: d.name, value: d.value }));
  await insertAll(db, doors, doorRows);
  const driverRows = ref.driverTypes.map((d) => ({ id: rng.uuid(), ...d, slug: slugify(d.nameEn) }));
  await insertAll(db, driverTypes, driverRows);
  const economyRows = ref.fuelEconomies.map((f) => ({ id: rng.uuid(), ...f }));
  await insertAll(db, fuelEconomies, economyRows);
  await insertAll(
    db,
    paymentItems,
    ref.paymentItems.map((p) => ({ ...p })),
  );

  const brandRows: (typeof brands.$inferInsert & { id: string })[] = [];
  const modelRefs: ModelRef[] = [];
  const versionRefs: VersionRef[] = [];
  const modelRows: (typeof models.$inferInsert)[] = [];
  const versionRows: (typeof carVersions.$inferInsert)[] = [];
  for (const b of carCatalogue) {
    const brandId = rng.uuid();
    brandRows.push({ id: brandId, name: b.brand, slug: slugify(b.brand), isDisplayTopSearch: b.topSearch });
    for (const m of b.models) {
      const modelId = rng.uuid();
      const modelSlug = slugify(`${b.brand} ${m.name}`);
      modelRows.push({ id: modelId, name: m.name, brand: brandId, slug: modelSlug });
      modelRefs.push({ id: modelId, brandId, brandName: b.brand, name: m.name, bodyType: m.bodyType });
      for (const v of m.versions) {
        const id = rng.uuid();
        const at = created();
        versionRows.push({
          id,
          name: v.name,
          brand: brandId,
          model: modelId,
          // Version names repeat across brands ("1.5 AT"), so the slug carries the model too.
          slug: `${modelSlug}-${slugify(v.name)}-${id.slice(0, 4)}`,
          priceCarVersion: v.price,
          yearManufacture: rng.int(2023, 2026),
          numKilometerCarRun: 0,
          typeCarVersion: m.bodyType,
          isActive: rng.chance(0.95),
          createdAt: at,
          updatedAt: at,
        });
        versionRefs.push({ id, brandId, modelId, name: v.name, price: v.price });
      }
    }
  }
  await insertAll(db, brands, brandRows);
  await insertAll(db, models, modelRows);
  await insertAll(db, carVersions, versionRows);

  // Costs for the provinces in force only (a former one cannot be chosen any more, docs/locations.md),
  // leaving a few without, so adding one is possible on a fresh demo.
  const inForce = provinceRows.filter((p) => p.isActive);
  const costRows = inForce.slice(0, Math.max(1, inForce.length - 4)).map((p) => {
    const bigCity = ['01', '79'].includes(p.code);
    const at = created();
    return {
      provinceId: p.id,
      registrationFeeNewCar: bigCity ? 12 : rng.pick([10, 11, 12]),
      registrationFeeOldCar: 2,
      registry: 340_000,
      roadMaintenanceFee: 1_560_000,
      civilInsurance: 480_700,
      licensePlateFee: bigCity ? 20_000_000 : rng.pick([1_000_000, 200_000]),
      bodyInsuranceOneYear: rng.pick([1.2, 1.4, 1.5]),
      otherCost: rng.pick([0, 500_000, 1_000_000]),
      createdAt: at,
      updatedAt: at,
    };
  });
  await insertAll(db, carPurchaseCostProvinces, costRows);

  return {
    countryIds: new Map(countryRows.map((c) => [c.code, c.id])),
    provinces: provinceRows.map(({ id, code, name }) => ({ id, code, name })),
    currentProvinces: provinceRows
      .filter((p) => p.isActive)
      .map(({ id, code, name }) => ({ id, code, name })),
    currentWardsByProvince,
    formerProvinces: provinceRows
      .filter((p) => !p.isActive)
      .map(({ id, code, name }) => ({ id, code, name })),
    districtsByProvince,
    wardsByDistrict,
    brands: brandRows.map((b) => ({ id: b.id, name: b.name })),
    models: modelRefs,
    versions: versionRefs,
    bodyTypeIds: new Map(bodyTypeRows.map((b) => [b.name, b.id])),
    colourIds: colourRows.map((r) => r.id),
    fuelTypeIds: fuelRows.map((r) => r.id),
    seatIds: seatRows.map((r) => r.id),
    doorIds: doorRows.map((r) => r.id),
    driverTypeIds: driverRows.map((r) => r.id),
    fuelEconomyIds: economyRows.map((r) => r.id),
  };
}

function groupCodes<T extends { code: string }>(rows: readonly T[], key: (row: T) => string) {
  const map = new Map<string, string[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row.code);
    else map.set(k, [row.code]);
  }
  return map;
}
