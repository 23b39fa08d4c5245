import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carPurchaseCostProvinces, provinces } from '../../db/schema';
import {
  DUPLICATE_PROVINCE_MESSAGE,
  purchaseCostCreateSchema,
  purchaseCostEditSchema,
} from '../../../src/rules/settings';
import { badInput, conflict, notFound } from '../errors';
import type {
  MutationAdminCreateCarPurchaseCostProvinceSettingOptionArgs,
  MutationAdminEditCarPurchaseCostProvinceSettingOptionArgs,
} from '../generated/resolvers';
import { parseInput } from '../zod-input';
import { claimEdit } from '../../kit/edit-version';
import { auditSave, lockTable } from './settings-shared';

type CostRow = typeof carPurchaseCostProvinces.$inferSelect;
type ProvinceRow = typeof provinces.$inferSelect;

const toCost = (row: CostRow, province: ProvinceRow | null) => ({ ...row, proviceDetail: province });

export async function listPurchaseCosts(db: Db) {
  const rows = await db
    .select({ cost: carPurchaseCostProvinces, province: provinces })
    .from(carPurchaseCostProvinces)
    .leftJoin(provinces, eq(provinces.id, carPurchaseCostProvinces.provinceId))
    .orderBy(asc(provinces.code), asc(carPurchaseCostProvinces.id));
  return rows.map((r) => toCost(r.cost, r.province));
}

const fees = (a: MutationAdminEditCarPurchaseCostProvinceSettingOptionArgs) => ({
  registrationFeeNewCar: a.registrationFeeNewCar,
  registrationFeeOldCar: a.registrationFeeOldCar,
  registry: a.registry,
  roadMaintenanceFee: a.roadMaintenanceFee,
  civilInsurance: a.civilInsurance,
  licensePlateFee: a.licensePlateFee,
  bodyInsuranceOneYear: a.bodyInsuranceOneYear,
  otherCost: a.otherCost,
});

/** One row per province (unique index too); a second one for the same province is a conflict. */
export async function createPurchaseCost(
  db: Db,
  adminId: string,
  args: MutationAdminCreateCarPurchaseCostProvinceSettingOptionArgs,
) {
  const input = parseInput(purchaseCostCreateSchema, {
    provinceId: args.provinceId,
    ...fees({ ...args, id: '' }),
  });
  return db.transaction(async (tx) => {
    await lockTable(tx, 'car_purchase_cost_provinces');
    const [province] = await tx.select().from(provinces).where(eq(provinces.id, input.provinceId)).limit(1);
    if (!province) throw badInput('Unknown province', 'provinceId');
    const [existing] = await tx
      .select({ id: carPurchaseCostProvinces.id })
      .from(carPurchaseCostProvinces)
      .where(eq(carPurchaseCostProvinces.provinceId, province.id))
      .limit(1);
    if (existing) throw conflict(`${province.name}: ${DUPLICATE_PROVINCE_MESSAGE}`);
    const [row] = await tx.insert(carPurchaseCostProvinces).values(input).returning();
    if (!row) throw notFound('Registration location');
    await auditSave(tx, adminId, 'car_purchase_cost_province', null, row);
    return toCost(row, province);
  });
}

/** The province is not an argument: it cannot change once saved (SPEC §2.16). */
export async function editPurchaseCost(
  db: Db,
  adminId: string,
  args: MutationAdminEditCarPurchaseCostProvinceSettingOptionArgs,
) {
  const input = parseInput(purchaseCostEditSchema, fees(args));
  return db.transaction(async (tx) => {
    await claimEdit(tx, carPurchaseCostProvinces, args.id, args.editVersion);
    const [current] = await tx
      .select()
      .from(carPurchaseCostProvinces)
      .where(eq(carPurchaseCostProvinces.id, args.id))
      .for('update');
    if (!current) throw notFound('Registration location');
    const [row] = await tx
      .update(carPurchaseCostProvinces)
      .set(input)
      .where(eq(carPurchaseCostProvinces.id, args.id))
      .returning();
    if (!row) throw notFound('Registration location');
    await auditSave(tx, adminId, 'car_purchase_cost_province', current, row);
    const [province] = await tx.select().from(provinces).where(eq(provinces.id, row.provinceId)).limit(1);
    return toCost(row, province ?? null);
  });
}
