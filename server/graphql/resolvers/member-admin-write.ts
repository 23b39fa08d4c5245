import { claimEdit } from '../../kit/edit-version';
import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { and, eq, ne, sql } from 'drizzle-orm';
import { countries, media, provinces, userBalances, userMetadata, users } from '../../db/schema';
import { isUniqueViolation, type Db } from '../../db/client';
import { writeAudit } from '../../kit/audit';
import type { Tx } from '../../kit/tx';
import {
  contactProblems,
  createMemberSchema,
  editMemberSchema,
  EMAIL_TAKEN_MESSAGE,
  PHONE_TAKEN_MESSAGE,
  type EditMemberInput,
} from '../../../src/rules/member-form';
import { userIdSchema } from '../../../src/rules/members';
import { ARGON2_OPTIONS } from '../../services/auth/auth-service';
import { badInput, conflict, notFound } from '../errors';
import type { AdminCreateUserInput, AdminEditUserInput } from '../generated/resolvers';
import { parseInput } from '../zod-input';
import { getUserDetail } from './members';

type UserRow = typeof users.$inferSelect;
type MetaRow = typeof userMetadata.$inferSelect;

export const AVATAR_NOT_IMAGE_MESSAGE = 'The avatar must be an uploaded image';
export const UNKNOWN_PROVINCE_MESSAGE = 'Unknown province';
export const UNKNOWN_COUNTRY_MESSAGE = 'Unknown country';

/** The audited view of a member: the stored fields an admin can change, never the password hash. */
interface MetaSnapshot {
  countryId: MetaRow['countryId'];
  cityId: MetaRow['cityId'];
  language: MetaRow['language'] | null;
}

function snapshot(u: UserRow, meta: MetaSnapshot | null | undefined) {
  return {
    email: u.email,
    prefixPhone: u.prefixPhone,
    phone: u.phone,
    firstName: u.firstName,
    lastName: u.lastName,
    username: u.username,
    storeName: u.storeName,
    dob: u.dob,
    avatar: u.avatar,
    hasPassword: u.hasPassword,
    countryId: meta?.countryId ?? null,
    cityId: meta?.cityId ?? null,
    language: meta?.language ?? null,
  };
}
type Snapshot = ReturnType<typeof snapshot>;

/**
 * Email and phone uniqueness is checked, then written, under one transaction-scoped lock, so two admins
 * saving the same address at once cannot both pass the check. (The email index is unique as well.)
 */
async function lockIdentities(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('kar:member-identity'))`);
}

async function assertUnique(
  tx: Tx,
  v: { email: string | null; prefixPhone: string | null; phone: string | null },
  selfId?: string,
) {
  const notSelf = selfId ? ne(users.id, selfId) : undefined;
  if (v.email) {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${v.email.toLowerCase()}`, notSelf))
      .limit(1);
    if (taken) throw conflict(EMAIL_TAKEN_MESSAGE);
  }
  if (v.phone) {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.phone, v.phone),
          sql`coalesce(${users.prefixPhone}, '84') = ${v.prefixPhone ?? '84'}`,
          notSelf,
        ),
      )
      .limit(1);
    if (taken) throw conflict(PHONE_TAKEN_MESSAGE);
  }
}

/** Avatar, province and country must name real rows; a province implies its country when none is sent. */
async function checkReferences(tx: Tx, input: Pick<EditMemberInput, 'avatar' | 'cityId' | 'countryId'>) {
  let countryId = input.countryId;
  if (input.avatar) {
    const [m] = await tx
      .select({ mimeType: media.mimeType })
      .from(media)
      .where(and(eq(media.id, input.avatar), eq(media.isDeleted, false)));
    if (!m?.mimeType.startsWith('image/')) throw badInput(AVATAR_NOT_IMAGE_MESSAGE, 'avatar');
  }
  if (input.cityId) {
    const [p] = await tx
      .select({ countryId: countries.id })
      .from(provinces)
      .leftJoin(countries, eq(countries.code, provinces.countryCode))
      .where(eq(provinces.id, input.cityId));
    if (!p) throw badInput(UNKNOWN_PROVINCE_MESSAGE, 'cityId');
    if (countryId === undefined) countryId = p.countryId;
  }
  if (countryId) {
    const [c] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
    if (!c) throw badInput(UNKNOWN_COUNTRY_MESSAGE, 'countryId');
  }
  return { countryId };
}

/** The unique index is the last line of defence; its violation reads as the same conflict. */
async function translateUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(EMAIL_TAKEN_MESSAGE);
    throw e;
  }
}

export async function createMember(db: Db, adminId: string, raw: AdminCreateUserInput) {
  const input = parseInput(createMemberSchema, raw);
  // Hashed before the transaction: argon2 is deliberately slow and must not hold the identity lock.
  const passwordHash = input.password ? await hash(input.password, ARGON2_OPTIONS) : null;
  const id = randomUUID();
  const prefixPhone = input.phone ? (input.prefixPhone ?? '84') : (input.prefixPhone ?? null);
  await translateUnique(() =>
    db.transaction(async (tx) => {
      await lockIdentities(tx);
      await assertUnique(tx, { email: input.email ?? null, prefixPhone, phone: input.phone ?? null });
      const refs = await checkReferences(tx, input);
      const [user] = await tx
        .insert(users)
        .values({
          id,
          email: input.email ?? null,
          prefixPhone,
          phone: input.phone ?? null,
          firstName: input.firstName ?? null,
          lastName: input.lastName ?? null,
          username: input.username ?? null,
          storeName: input.storeName ?? null,
          dob: input.dob ?? null,
          avatar: input.avatar ?? null,
          hasPassword: passwordHash !== null,
          passwordHash,
          referralCode: `KAR${id.replace(/-/g, '').slice(0, 7).toUpperCase()}`,
        })
        .returning();
      if (!user) throw new Error('member row not written');
      const [meta] = await tx
        .insert(userMetadata)
        .values({
          userId: id,
          countryId: refs.countryId ?? null,
          cityId: input.cityId ?? null,
          language: input.language ?? 'VI',
        })
        .returning();
      await tx.insert(userBalances).values({ userId: id });
      await writeAudit(tx, adminId, {
        entity: 'user',
        verb: 'create',
        entityId: id,
        after: { ...snapshot(user, meta), status: user.status },
      });
    }),
  );
  return getUserDetail(db, id);
}

/** Only the keys whose values differ, so an audit row reads as the change itself. */
function diff(before: Snapshot, after: Snapshot) {
  const keys = (Object.keys(after) as (keyof Snapshot)[]).filter((k) => before[k] !== after[k]);
  const pick = (s: Snapshot) => Object.fromEntries(keys.map((k) => [k, s[k]]));
  return { keys, before: pick(before), after: pick(after) };
}

export async function editMember(
  db: Db,
  adminId: string,
  rawId: string,
  raw: AdminEditUserInput,
  editVersion?: number | null,
) {
  const { id } = parseInput(userIdSchema, { id: rawId });
  const input = parseInput(editMemberSchema, raw);
  await translateUnique(() =>
    db.transaction(async (tx) => {
      await claimEdit(tx, users, id, editVersion);
      await lockIdentities(tx);
      const [current] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      if (!current) throw notFound('Member');
      const [meta] = await tx.select().from(userMetadata).where(eq(userMetadata.userId, id));

      // Absent fields keep their stored value; the contact rules apply to what the member ends up with.
      const next = {
        email: input.email === undefined ? current.email : input.email,
        prefixPhone: input.prefixPhone === undefined ? current.prefixPhone : input.prefixPhone,
        phone: input.phone === undefined ? current.phone : input.phone,
      };
      if (next.phone && !next.prefixPhone) next.prefixPhone = '84';
      const [problem] = contactProblems(next);
      if (problem) throw badInput(problem.message, problem.path);
      const changedIdentity = {
        email: next.email?.toLowerCase() !== current.email?.toLowerCase() ? next.email : null,
        phone: next.phone !== current.phone || next.prefixPhone !== current.prefixPhone ? next.phone : null,
        prefixPhone: next.prefixPhone,
      };
      await assertUnique(tx, changedIdentity, id);
      const refs = await checkReferences(tx, input);

      const userSet = {
        ...next,
        firstName: input.firstName,
        lastName: input.lastName,
        username: input.username,
        storeName: input.storeName,
        dob: input.dob,
        avatar: input.avatar,
      };
      const metaSet = {
        countryId: refs.countryId,
        cityId: input.cityId,
        language: input.language ?? undefined,
      };
      const before = snapshot(current, meta);
      const after = snapshot(
        { ...current, ...definedOnly(userSet) },
        {
          countryId: before.countryId,
          cityId: before.cityId,
          language: before.language,
          ...definedOnly(metaSet),
        },
      );
      const change = diff(before, after);
      if (change.keys.length === 0) return;

      await tx.update(users).set(definedOnly(userSet)).where(eq(users.id, id));
      await tx
        .insert(userMetadata)
        .values({ userId: id, ...definedOnly(metaSet) })
        .onConflictDoUpdate({
          target: userMetadata.userId,
          set: { ...definedOnly(metaSet), updatedAt: new Date() },
        });
      await writeAudit(tx, adminId, {
        entity: 'user',
        verb: 'edit',
        entityId: id,
        before: change.before,
        after: change.after,
      });
    }),
  );
  return getUserDetail(db, id);
}

/** Drops undefined entries: in an edit they mean "leave the stored value alone". */
function definedOnly<T extends Record<string, unknown>>(o: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
