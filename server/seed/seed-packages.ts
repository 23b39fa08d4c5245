import { benefitItems, servicePackageBenefits, servicePackages, userServicePackages } from '../db/schema';
import { type ServicePackageType, servicePackageTypes } from '../db/tables/enums';
import { SEED_BASE_DATE, type SeedContext, daysFrom, insertAll } from './context';
import * as ref from './data/reference';
import type { MemberRef } from './seed-members';

export async function seedPackages(ctx: SeedContext, members: readonly MemberRef[]) {
  const { db, rng } = ctx;
  const benefitRows = ref.benefitItems.map((b) => {
    const createdAt = ctx.pastDate();
    return { id: rng.uuid(), ...b, isActive: rng.chance(0.9), createdAt, updatedAt: createdAt };
  });
  await insertAll(db, benefitItems, benefitRows);

  const packageRows = Array.from({ length: 30 }, (_, i) => {
    const type: ServicePackageType = servicePackageTypes[i % servicePackageTypes.length] ?? 'HOT_NEWS';
    const terms = packageTerms(type, Math.floor(i / servicePackageTypes.length), rng.int(0, 2));
    const createdAt = ctx.pastDate();
    return {
      id: rng.uuid(),
      type,
      description: terms.description,
      quantity: terms.quantity,
      day: terms.day,
      unitPrice: terms.unitPrice,
      totalPrice: terms.unitPrice * (terms.quantity ?? 1),
      isActive: rng.chance(0.85),
      isDeleted: false,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await insertAll(db, servicePackages, packageRows);
  await insertAll(
    db,
    servicePackageBenefits,
    packageRows.flatMap((p) => {
      const matching = benefitRows.filter((b) => b.type === p.type);
      const pool = matching.length > 0 ? matching : benefitRows;
      return rng.sample(pool, rng.int(1, 3)).map((b) => ({ servicePackageId: p.id, benefitItemId: b.id }));
    }),
  );

  await insertAll(
    db,
    userServicePackages,
    Array.from({ length: 120 }, () => {
      const pkg = rng.pick(packageRows);
      const member = rng.pick(members);
      const createdAt = ctx.after(member.createdAt, 300);
      const expriedDate = pkg.day === null ? null : daysFrom(createdAt, pkg.day);
      return {
        userId: member.id,
        servicesId: pkg.id,
        quantity: pkg.quantity,
        day: pkg.day,
        type: pkg.type,
        isActive: expriedDate === null ? rng.chance(0.8) : expriedDate.getTime() > SEED_BASE_DATE.getTime(),
        totalPrice: pkg.totalPrice,
        unitPrice: pkg.unitPrice,
        used: pkg.quantity === null ? 0 : rng.int(0, pkg.quantity),
        expriedDate,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
}

function packageTerms(type: ServicePackageType, tier: number, variant: number) {
  const sizes = [5, 10, 20, 50];
  const quantity = sizes[(tier + variant) % sizes.length] ?? 10;
  const days = [7, 30, 90, 365][(tier + variant) % 4] ?? 30;
  switch (type) {
    case 'BOOKINGS':
    case 'BOOKINGS_SPECIAL':
      return { quantity, day: days, unitPrice: 15_000, description: `Gói ${quantity} booking` };
    case 'HOT_NEWS':
      return { quantity, day: days, unitPrice: 25_000, description: `Gói ${quantity} tin` };
    // Named by its days, like the other day-based types (docs/packages.md).
    case 'TRUST_PARTNER':
      return { quantity, day: days, unitPrice: 25_000, description: `Gói ${days} ngày` };
    case 'NO_ADS':
    case 'NO_GOOGLE_ADS':
    case 'NO_ADS_THEORY_AND_SIMULATION':
      return { quantity: null, day: days, unitPrice: 49_000, description: 'Gói không quảng cáo' };
    case 'FREE_TRIAL':
      return { quantity: null, day: 7, unitPrice: 0, description: 'Gói 7 ngày' };
    case 'HAS_GOOGLE_ADS':
    case 'OTHER':
      return {
        quantity: null,
        day: variant === 0 ? null : days,
        unitPrice: 99_000,
        description: variant === 0 ? 'Gói không giới hạn ngày' : `Gói ${days} ngày`,
      };
  }
}
