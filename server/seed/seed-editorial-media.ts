import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import {
  avatars,
  bannerPositions,
  banners,
  bodyTypes,
  carMetas,
  cars,
  carVideos,
  doors,
  fuelTypes,
  media,
  seats,
} from '../db/schema';
import { FORMATS } from '../../src/rules/media';
import type { MediaStore } from '../services/media/media-store';
import { readTogether } from '../kit/tx';
import { SEED_BASE_DATE, type SeedContext, insertAll } from './context';
import { type DemoBody, type DemoPicture, writeDemoImages } from './demo-media';
import { demoClip } from './seed-learning-simulation';

const BODIES: DemoBody[] = ['sedan', 'suv', 'hatchback', 'pickup'];
const COLOURS = ['#dc2626', '#2563eb', '#16a34a', '#f59e0b', '#6b7280', '#7c3aed'];
const ACCENTS = ['#00c58d', '#2563eb', '#dc2626', '#f59e0b', '#7c3aed', '#0891b2'];

/**
 * Pictures for the demo avatars, banners and cars, stored through the media store like an upload and
 * uploaded by the first admin, so the media library shows where each file is used. Banner artwork is
 * drawn at its position's ratio. A few uploads are left unused: those are the ones that can be deleted.
 */
export async function seedEditorialMedia(ctx: SeedContext, adminId: string, store: MediaStore | undefined) {
  if (!store) return;
  const { db, rng } = ctx;
  const positions = await db.select().from(bannerPositions).orderBy(asc(bannerPositions.type));
  const avatarPictures: DemoPicture[] = Array.from({ length: 6 }, (_, i) => ({
    kind: 'avatar',
    body: BODIES[i % BODIES.length] ?? 'sedan',
    background: ACCENTS[i % ACCENTS.length] ?? '#00c58d',
    colour: '#ffffff',
  }));
  const bannerPictures: DemoPicture[] = positions.map((p, i) => ({
    kind: 'banner',
    ratioWidth: p.ratioWidth,
    ratioHeight: p.ratioHeight,
    accent: ACCENTS[i % ACCENTS.length] ?? '#00c58d',
    text: p.ratioWidth >= p.ratioHeight ? 'Ưu đãi KAR' : 'KAR',
  }));
  const carPictures: DemoPicture[] = Array.from({ length: 8 }, (_, i) => ({
    kind: 'car',
    body: BODIES[i % BODIES.length] ?? 'sedan',
    colour: COLOURS[(i + 2) % COLOURS.length] ?? '#6b7280',
    scene: i % 2 ? 'showroom' : 'dusk',
  }));
  const spare: DemoPicture[] = Array.from({ length: 4 }, (_, i) => ({
    kind: 'car',
    body: BODIES[(i + 1) % BODIES.length] ?? 'suv',
    colour: COLOURS[i % COLOURS.length] ?? '#6b7280',
    scene: 'street',
  }));
  const named = (list: DemoPicture[], name: (i: number) => string) =>
    list.map((picture, i) => ({ id: rng.uuid(), picture, fileName: name(i), uploadBy: adminId }));
  const rows = await writeDemoImages(
    store,
    [
      ...named(avatarPictures, (i) => `avatar-${i + 1}.jpg`),
      ...named(bannerPictures, (i) => `banner-${positions[i]?.type.toLowerCase() ?? i}.jpg`),
      ...named(carPictures, (i) => `xe-danh-muc-${i + 1}.jpg`),
      ...named(spare, (i) => `anh-chua-dung-${i + 1}.jpg`),
    ],
    SEED_BASE_DATE,
  );
  await insertAll(db, media, rows);
  const avatarMedia = rows.slice(0, avatarPictures.length);
  const bannerMedia = rows.slice(avatarPictures.length, avatarPictures.length + positions.length);
  const carMedia = rows.slice(avatarPictures.length + positions.length, rows.length - spare.length);

  const avatarRows = await db
    .select({ id: avatars.id })
    .from(avatars)
    .orderBy(asc(avatars.createdAt), asc(avatars.id));
  for (const [i, a] of avatarRows.entries()) {
    await db
      .update(avatars)
      .set({ media: avatarMedia[i % avatarMedia.length]?.id ?? null })
      .where(eq(avatars.id, a.id));
  }
  const imageOf = new Map(positions.map((p, i) => [p.id, bannerMedia[i]?.id]));
  await db.execute(sql`
    update ${banners} b set media_ids = array[v.media_id]::uuid[]
    from (values ${sql.join(
      positions.map((p) => sql`(${p.id}::uuid, ${imageOf.get(p.id) ?? null}::uuid)`),
      sql`, `,
    )}) as v(position_id, media_id)
    where b.position_id = v.position_id and v.media_id is not null
  `);
  const carRows = await db.select({ id: cars.id }).from(cars).orderBy(asc(cars.createdAt), asc(cars.id));
  const ids = carMedia.map((m) => m.id);
  for (const c of carRows) {
    await db
      .update(cars)
      .set({ imageOutsideIds: rng.sample(ids, 2), imageInsideIds: rng.sample(ids, 1) })
      .where(eq(cars.id, c.id));
  }

  // The rest of each car's metas: body type, fuel type, seats and doors from the catalogue.
  // The seed runs in one transaction, so these run one after another on its connection.
  const [bodies, fuels, seatRows, doorRows] = await readTogether(db, [
    () => db.select({ id: bodyTypes.id }).from(bodyTypes).orderBy(asc(bodyTypes.name)),
    () => db.select({ id: fuelTypes.id }).from(fuelTypes).orderBy(asc(fuelTypes.name)),
    () => db.select({ id: seats.id }).from(seats).orderBy(asc(seats.value)),
    () => db.select({ id: doors.id }).from(doors).orderBy(asc(doors.value)),
  ]);
  const metas = carRows.flatMap((c) =>
    (
      [
        ['BODY_TYPE', bodies],
        ['FUEL_TYPE', fuels],
        ['SEAT', seatRows],
        ['DOOR', doorRows],
      ] as const
    ).flatMap(([type, rows]) => (rows.length ? [{ carId: c.id, type, value: rng.pick(rows).id }] : [])),
  );
  await insertAll(db, carMetas, metas);

  // Two short generated clips, stored like mp4 uploads, on every fourth car.
  const dir = await mkdtemp(path.join(tmpdir(), 'kar-demo-car-video-'));
  try {
    const clips: (typeof media.$inferInsert & { id: string })[] = [];
    for (const [i, colour] of (
      [
        [220, 40, 40],
        [40, 90, 220],
      ] as const
    ).entries()) {
      const id = rng.uuid();
      const bytes = demoClip(6, 2, colour, i === 0);
      const temp = path.join(dir, `${id}.mp4`);
      await writeFile(temp, bytes);
      const stored = await store.store({ tempFile: temp, format: FORMATS.mp4, id, now: SEED_BASE_DATE });
      clips.push({
        id,
        fileName: `video-xe-${i + 1}.mp4`,
        filePathOriginal: stored.filePathOriginal,
        filePathLG: stored.filePathLG,
        filePathSM: stored.filePathSM,
        thumbnail: stored.thumbnail,
        mimeType: 'video/mp4',
        sizeBytes: bytes.length,
        durationSeconds: 6,
        uploadBy: adminId,
        createdAt: SEED_BASE_DATE,
        updatedAt: SEED_BASE_DATE,
      });
    }
    await insertAll(db, media, clips);
    await insertAll(
      db,
      carVideos,
      carRows
        .filter((_, i) => i % 4 === 0)
        .map((c, i) => ({
          carId: c.id,
          videoId: clips[i % clips.length]?.id ?? null,
          createdAt: SEED_BASE_DATE,
        })),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
