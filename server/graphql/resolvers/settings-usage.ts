import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bodyTypes,
  brands,
  carBuyingNeeds,
  carMetas,
  carPurchaseCostProvinces,
  carVersions,
  colours,
  doors,
  driverTypes,
  fuelEconomies,
  fuelTypes,
  models,
  paymentItems,
  posts,
  reviews,
  seats,
} from '../../db/schema';
import type { SettingTypeValue } from '../../../src/rules/settings';
import { conflict, notFound } from '../errors';
import type { EntityWith } from '../../kit/audit';
import { deleteAudited, setActiveAudited } from '../../kit/audited';
import type { Tx } from '../../kit/tx';
import { listWords, plural } from './settings-shared';

/** Every table behind a setting type; each has `id` and `isActive`. */
const TABLES = {
  BRAND: brands,
  MODEL: models,
  VERSION: carVersions,
  BODY_TYPE: bodyTypes,
  COLOUR: colours,
  SEAT: seats,
  DOOR: doors,
  DRIVER_TYPE: driverTypes,
  FUEL_ECONOMY: fuelEconomies,
  FUEL_TYPE: fuelTypes,
  PAYMENT_ITEM: paymentItems,
  PURCHASE_COST_PROVINCE: carPurchaseCostProvinces,
} as const satisfies Record<SettingTypeValue, unknown>;

export const SETTING_LABEL: Record<SettingTypeValue, string> = {
  BRAND: 'brand',
  MODEL: 'model',
  VERSION: 'car version',
  BODY_TYPE: 'body type',
  COLOUR: 'colour',
  SEAT: 'seat option',
  DOOR: 'door option',
  DRIVER_TYPE: 'driver type',
  FUEL_ECONOMY: 'fuel economy',
  FUEL_TYPE: 'fuel type',
  PAYMENT_ITEM: 'payment item',
  PURCHASE_COST_PROVINCE: 'registration location',
};

/** The audit entity of each setting type: the singular of its table's name. */
const SETTING_ENTITY: Record<SettingTypeValue, EntityWith<'delete' | 'update_status'>> = {
  BRAND: 'brand',
  MODEL: 'model',
  VERSION: 'car_version',
  BODY_TYPE: 'body_type',
  COLOUR: 'colour',
  SEAT: 'seat',
  DOOR: 'door',
  DRIVER_TYPE: 'driver_type',
  FUEL_ECONOMY: 'fuel_economy',
  FUEL_TYPE: 'fuel_type',
  PAYMENT_ITEM: 'payment_item',
  PURCHASE_COST_PROVINCE: 'car_purchase_cost_province',
};

type Use = { count: SQL<number>; one: string; many?: string };

const n = (from: SQL) => sql<number>`(select count(*)::int ${from})`;
const inPosts = (col: SQL, id: string): Use => ({
  count: n(sql`from ${posts} where ${col} = ${id}`),
  one: 'post',
});
const inCars = (type: string, id: string): Use => ({
  count: n(sql`from ${carMetas} where ${carMetas.type} = ${type} and ${carMetas.value} = ${id}`),
  one: 'car in the Car List',
  many: 'cars in the Car List',
});

/**
 * What still points at a catalogue row: foreign keys (RESTRICT since migration 0005, so the database
 * refuses too) and the id-holding columns without one (car metas, review models).
 */
function usesOf(type: SettingTypeValue, id: string): Use[] {
  switch (type) {
    case 'BRAND':
      return [
        { count: n(sql`from ${models} where ${models.brand} = ${id}`), one: 'model' },
        { count: n(sql`from ${carVersions} where ${carVersions.brand} = ${id}`), one: 'car version' },
        inPosts(sql`${posts.brandId}`, id),
        { count: n(sql`from ${carBuyingNeeds} where ${carBuyingNeeds.brand} = ${id}`), one: 'buying demand' },
        inCars('BRAND', id),
      ];
    case 'MODEL':
      return [
        { count: n(sql`from ${carVersions} where ${carVersions.model} = ${id}`), one: 'car version' },
        inPosts(sql`${posts.modelId}`, id),
        { count: n(sql`from ${carBuyingNeeds} where ${carBuyingNeeds.model} = ${id}`), one: 'buying demand' },
        { count: n(sql`from ${reviews} where ${reviews.modelIds} @> array[${id}]::uuid[]`), one: 'review' },
        inCars('MODEL', id),
      ];
    case 'VERSION':
      return [inPosts(sql`${posts.versionId}`, id), inCars('VERSION', id)];
    case 'BODY_TYPE':
      return [inPosts(sql`${posts.bodyTypeId}`, id), inCars('BODY_TYPE', id)];
    case 'FUEL_TYPE':
      return [inPosts(sql`${posts.fuelTypeId}`, id), inCars('FUEL_TYPE', id)];
    case 'SEAT':
      return [inPosts(sql`${posts.seatId}`, id), inCars('SEAT', id)];
    case 'DOOR':
      return [inPosts(sql`${posts.doorId}`, id), inCars('DOOR', id)];
    case 'COLOUR':
      return [inPosts(sql`${posts.colourId}`, id)];
    case 'DRIVER_TYPE':
      return [inPosts(sql`${posts.driverTypeId}`, id)];
    case 'FUEL_ECONOMY':
      return [inPosts(sql`${posts.fuelEconomyId}`, id)];
    // Nothing stores a payment item or a province's costs: top-ups copy the amount.
    case 'PAYMENT_ITEM':
    case 'PURCHASE_COST_PROVINCE':
      return [];
  }
}

/** 'used by 3 models and 41 posts', or null when nothing uses the row. */
export async function usageOf(tx: Tx, type: SettingTypeValue, id: string): Promise<string | null> {
  const uses = usesOf(type, id);
  if (uses.length === 0) return null;
  const result = await tx.execute(
    sql`select ${sql.join(
      uses.map((u, i) => sql`${u.count} as ${sql.identifier(`u${i}`)}`),
      sql`, `,
    )}`,
  );
  // Both drivers answer { rows }; node-postgres may hand counts back as strings.
  const row = rowsOf(result)[0] as Record<string, number | string> | undefined;
  const parts = uses
    .map((u, i) => ({ u, count: Number(row?.[`u${i}`] ?? 0) }))
    .filter((p) => p.count > 0)
    .map((p) => plural(p.count, p.u.one, p.u.many));
  return parts.length ? `used by ${listWords(parts)}` : null;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Deletes one catalogue row unless something uses it. The row is locked first, so a post saved at the
 * same moment either is counted here or waits and then fails its foreign key check.
 */
export async function deleteOption(db: Db, adminId: string, type: SettingTypeValue, id: string) {
  const label = SETTING_LABEL[type];
  return db.transaction((tx) =>
    deleteAudited(tx, adminId, {
      table: TABLES[type],
      entity: SETTING_ENTITY[type],
      id,
      missing: () => notFound(capitalise(label)),
      check: async () => {
        const usage = await usageOf(tx, type, id);
        if (usage)
          throw conflict(`This ${label} cannot be deleted: it is ${usage}. Reassign or remove those first.`);
      },
    }),
  );
}

export async function setOptionActive(
  db: Db,
  adminId: string,
  type: SettingTypeValue,
  id: string,
  active: boolean,
) {
  const table = TABLES[type];
  await db.transaction((tx) =>
    setActiveAudited(tx, adminId, {
      table,
      entity: SETTING_ENTITY[type],
      id,
      active,
      missing: () => notFound(capitalise(SETTING_LABEL[type])),
      touchUpdatedAt: 'updatedAt' in getTableColumns(table),
    }),
  );
  return true;
}

const rowsOf = (result: unknown): unknown[] => (result as { rows: unknown[] }).rows;
