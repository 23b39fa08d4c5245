import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { MediaStore } from '../services/media/media-store';
import { admins } from '../db/schema';
import { createContext } from './context';
import { createRng } from './random';
import { seedContent } from './seed-content';
import { seedEditorialMedia } from './seed-editorial-media';
import { seedLearning } from './seed-learning';
import { seedMembers } from './seed-members';
import { seedModeration } from './seed-moderation';
import { seedPackages } from './seed-packages';
import { seedParkingHours } from './seed-parking-hours';
import { seedPosts } from './seed-posts';
import { seedReference } from './seed-reference';
import { seedReviews } from './seed-reviews';
import { seedServices } from './seed-services';
import { seedStaff } from './seed-staff';
import { roleIdSql } from '../services/auth/roles';
import { SUPPER_ADMIN } from '../../src/rules/permissions';

export { seedScale } from './scale';

export interface SeedOptions {
  adminEmail: string;
  adminPassword?: string;
  /** false: create only the first admin (tests and empty production installs). Default true. */
  demo?: boolean;
  /** Where the demo photos go (the app's media store); without one the demo posts have no photos. */
  media?: MediaStore;
  /** The start and the end of the demo seed: what a first start shows. */
  log(msg: string): void;
  /** Each step of the demo seed (`npm run seed` shows them; the server's start does not). */
  step?: (msg: string) => void;
}

// Any constant works; it only has to be the same in every process that may seed concurrently.
const SEED_LOCK_KEY = 7_244_102;
const DEMO_SEED = 20_261_101;

/**
 * Fills an empty database (no admin yet) with the first admin and deterministic demo data.
 * Does nothing when an admin exists, so it is safe to call on every start.
 */
export async function seedIfEmpty(
  db: Db,
  opts: SeedOptions,
): Promise<{ seeded: boolean; generatedPassword?: string }> {
  // Every start but the first finds an admin: answer that without paying for an argon2 hash.
  const [existing] = await db.select({ n: count() }).from(admins);
  if ((existing?.n ?? 0) > 0) return { seeded: false };
  const generatedPassword = opts.adminPassword ? undefined : randomBytes(18).toString('base64url');
  const password = opts.adminPassword ?? generatedPassword ?? '';
  // Hash before the transaction: argon2 is deliberately slow and need not hold the lock.
  const passwordHash = await hash(password);
  const started = Date.now();

  const seeded = await db.transaction(async (tx) => {
    // Two servers starting on one empty PostgreSQL must not both seed: checked again under the lock.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [row] = await tx.select({ n: count() }).from(admins);
    if ((row?.n ?? 0) > 0) return false;

    const [admin] = await tx
      .insert(admins)
      .values({
        email: opts.adminEmail.trim().toLowerCase(),
        passwordHash,
        firstName: 'KAR',
        lastName: 'Admin',
        roleId: roleIdSql(SUPPER_ADMIN),
      })
      .returning({ id: admins.id });
    if (!admin) throw new Error('admin insert returned no row');

    if (opts.demo === false) return true;
    opts.log('seed: adding the demo data (first start only)');
    const step = opts.step ?? (() => undefined);
    const ctx = createContext(tx, createRng(DEMO_SEED), step);
    await seedStaff(tx);
    const refs = await seedReference(ctx);
    step(`seed: locations and catalogue (${refs.versions.length} car versions)`);
    const members = await seedMembers(ctx, refs, admin.id);
    step(`seed: ${members.length} members with balances, transactions and transfer requests`);
    await seedPosts(ctx, refs, members);
    step('seed: posts, reports and buying demands');
    await seedContent(ctx, refs, admin.id);
    await seedPackages(ctx, members);
    await seedServices(ctx, refs, members);
    await seedLearning(ctx);
    // Its own random stream: the rows above stay the same whatever this step draws.
    await seedModeration(createContext(tx, createRng(DEMO_SEED + 11), step), admin.id, opts.media);
    await seedReviews(createContext(tx, createRng(DEMO_SEED + 12), step), opts.media);
    step('seed: review categories, reviews and review videos');
    await seedParkingHours(createContext(tx, createRng(DEMO_SEED + 17), step));
    await seedEditorialMedia(createContext(tx, createRng(DEMO_SEED + 13), step), admin.id, opts.media);
    return true;
  });

  if (!seeded) return { seeded: false };
  if (opts.demo !== false)
    opts.log(`seed: demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return generatedPassword ? { seeded: true, generatedPassword } : { seeded: true };
}
