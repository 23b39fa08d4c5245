import { asc, eq, inArray, notInArray } from 'drizzle-orm';
import { carBuyingNeeds, parkings, parkingWorkingTimes, provinces } from '../db/schema';
import { type SeedContext, insertAll } from './context';
import * as ref from './data/reference';
import type { ReferenceRefs } from './seed-reference';

/** Parkings left on the former units they were seeded on, to show 'Needs address update'. */
const ON_FORMER_UNITS = 4;

/**
 * Parking lots and buying demands on Viet Nam's current map (34 provinces since 30 April 2026, wards
 * directly under them): every province gets some, round the list, and a few parkings stay on former
 * units. Also gives the parkings varied opening hours: split days, nights past midnight, round the clock.
 * A step of its own with its own random stream, so the rows seeded before it stay the same.
 */
export async function seedParkingAndDemands(ctx: SeedContext, refs: ReferenceRefs) {
  const { db, rng } = ctx;
  const current = await db
    .select({ id: provinces.id, code: provinces.code, name: provinces.name })
    .from(provinces)
    .where(eq(provinces.isActive, true))
    .orderBy(asc(provinces.code));
  const withWards = current.filter((p) => (refs.currentWardsByProvince.get(p.code) ?? []).length > 0);
  if (withWards.length === 0) return;

  const lots = await db.select({ id: parkings.id }).from(parkings).orderBy(asc(parkings.slug));
  for (const [i, lot] of lots.entries()) {
    if (i < ON_FORMER_UNITS) continue;
    const province = withWards[(i - ON_FORMER_UNITS) % withWards.length];
    const ward = province ? rng.pick(refs.currentWardsByProvince.get(province.code) ?? []) : undefined;
    if (!province || !ward) continue;
    await db
      .update(parkings)
      .set({
        province: province.code,
        district: null,
        ward: ward.code,
        address: `${rng.int(1, 350)} ${rng.pick(ref.streetNames)}, ${ward.name}, ${province.name}`,
      })
      .where(eq(parkings.id, lot.id));
  }

  // Hours beyond the seeded 06:00–22:00: a lunch break, a night lot past midnight, round the clock.
  const patterns: { startTime: string; endTime: string }[][] = [
    [
      { startTime: '06:00', endTime: '11:30' },
      { startTime: '13:00', endTime: '22:00' },
    ],
    [{ startTime: '18:00', endTime: '07:00' }],
    [{ startTime: '00:00', endTime: '24:00' }],
  ];
  const varied = lots.filter((_, i) => i % 3 === 1).map((l) => l.id);
  if (varied.length) {
    await db.delete(parkingWorkingTimes).where(inArray(parkingWorkingTimes.parkingId, varied));
    await insertAll(
      db,
      parkingWorkingTimes,
      varied.flatMap((parkingId, i) => {
        const pattern = patterns[i % patterns.length] ?? [];
        return [0, 1, 2, 3, 4, 5, 6].flatMap((day) => pattern.map((p) => ({ parkingId, day, ...p })));
      }),
    );
    await db.update(parkings).set({ sameWeekOfOperation: true }).where(inArray(parkings.id, varied));
  }
  // The others close early on Sundays, so their week is not the same every day.
  await db
    .update(parkings)
    .set({ sameWeekOfOperation: false })
    .where(varied.length ? notInArray(parkings.id, varied) : undefined);

  const needs = await db
    .select({ id: carBuyingNeeds.id })
    .from(carBuyingNeeds)
    .orderBy(asc(carBuyingNeeds.createdAt), asc(carBuyingNeeds.id));
  for (const [i, need] of needs.entries()) {
    const province = current[i % current.length];
    if (province) {
      await db.update(carBuyingNeeds).set({ provinceId: province.id }).where(eq(carBuyingNeeds.id, need.id));
    }
  }
}
