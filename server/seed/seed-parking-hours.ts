import { asc, inArray, notInArray } from 'drizzle-orm';
import { parkings, parkingWorkingTimes } from '../db/schema';
import { type SeedContext, insertAll } from './context';

/**
 * Gives the demo parkings varied opening hours: split days, nights past midnight, round the clock; the
 * others close early on Sundays. (They are seeded on the current units in the first place: seed-services.)
 */
export async function seedParkingHours(ctx: SeedContext) {
  const { db } = ctx;
  const lots = await db.select({ id: parkings.id }).from(parkings).orderBy(asc(parkings.slug));

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
}
