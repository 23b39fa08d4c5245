import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bodyTypes,
  colours,
  doors,
  driverTypes,
  fuelEconomies,
  fuelTypes,
  paymentItems,
  seats,
} from '../../db/schema';
import {
  doorSchema,
  driverTypeSchema,
  fuelEconomySchema,
  namedOptionSchema,
  paymentItemSchema,
  seatSchema,
} from '../../../src/rules/settings';
import { conflict, notFound } from '../errors';
import type {
  MutationAdminCreateDoorsArgs,
  MutationAdminCreateDriverTypeArgs,
  MutationAdminCreateFuelEconomyArgs,
  MutationAdminCreatePaymentItemsArgs,
  MutationAdminCreateSeatsArgs,
} from '../generated/resolvers';
import { parseInput } from '../zod-input';
import type { AuditEntity } from '../../kit/audit';
import { uniqueSlug } from '../../kit/slug';
import { auditSave, lockTable, sameName } from './settings-shared';

/** Body type, colour and fuel type share one shape: a unique name and its slug. */
type NamedTable = typeof bodyTypes | typeof colours | typeof fuelTypes;

const NAMED = new Map<NamedTable, { label: string; entity: AuditEntity }>([
  [bodyTypes, { label: 'body type', entity: 'body_type' }],
  [colours, { label: 'colour', entity: 'colour' }],
  [fuelTypes, { label: 'fuel type', entity: 'fuel_type' }],
]);

export const listNamed = (db: Db, table: NamedTable) =>
  db
    .select()
    .from(table)
    .orderBy(asc(sql`lower(${table.name})`), asc(table.id));

export async function saveNamed(
  db: Db,
  adminId: string,
  table: NamedTable,
  args: { name: string },
  id?: string,
) {
  const input = parseInput(namedOptionSchema, { name: args.name });
  const named = NAMED.get(table);
  if (!named) throw new Error('not a named catalogue table');
  const { label, entity } = named;
  return db.transaction(async (tx) => {
    await lockTable(tx, label);
    const [current] = id ? await tx.select().from(table).where(eq(table.id, id)).for('update') : [null];
    if (id && !current) throw notFound(capitalise(label));
    const [twin] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(sameName(table.name, input.name), id ? ne(table.id, id) : undefined))
      .limit(1);
    if (twin) throw conflict(`A ${label} named "${input.name}" already exists`);
    const slug =
      current && current.name === input.name
        ? current.slug
        : await uniqueSlug(tx, table, table, input.name, id);
    const [row] = current
      ? await tx.update(table).set({ name: input.name, slug }).where(eq(table.id, current.id)).returning()
      : await tx.insert(table).values({ name: input.name, slug }).returning();
    if (!row) throw notFound(capitalise(label));
    await auditSave(tx, adminId, entity, current, row);
    return row;
  });
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

// --- seats and doors: a name and a count that must not repeat ---

export const listSeats = (db: Db) => db.select().from(seats).orderBy(asc(seats.value), asc(seats.id));
export const listDoors = (db: Db) => db.select().from(doors).orderBy(asc(doors.value), asc(doors.id));

export async function saveSeat(db: Db, adminId: string, args: MutationAdminCreateSeatsArgs, id?: string) {
  const input = parseInput(seatSchema, { name: args.name, value: args.value, fixed: args.fixed });
  return db.transaction(async (tx) => {
    await lockTable(tx, 'seats');
    const [current] = id ? await tx.select().from(seats).where(eq(seats.id, id)).for('update') : [null];
    if (id && !current) throw notFound('Seat option');
    const [twin] = await tx
      .select({ id: seats.id })
      .from(seats)
      .where(and(eq(seats.value, input.value), id ? ne(seats.id, id) : undefined))
      .limit(1);
    if (twin) throw conflict(`A seat option for ${input.value} seats already exists`);
    const values = { name: input.name, value: input.value, fixed: input.fixed };
    const [row] = id
      ? await tx.update(seats).set(values).where(eq(seats.id, id)).returning()
      : await tx.insert(seats).values(values).returning();
    if (!row) throw notFound('Seat option');
    await auditSave(tx, adminId, 'seat', current, row);
    return row;
  });
}

export async function saveDoor(db: Db, adminId: string, args: MutationAdminCreateDoorsArgs, id?: string) {
  const input = parseInput(doorSchema, { name: args.name, value: args.value });
  return db.transaction(async (tx) => {
    await lockTable(tx, 'doors');
    const [current] = id ? await tx.select().from(doors).where(eq(doors.id, id)).for('update') : [null];
    if (id && !current) throw notFound('Door option');
    const [twin] = await tx
      .select({ id: doors.id })
      .from(doors)
      .where(and(eq(doors.value, input.value), id ? ne(doors.id, id) : undefined))
      .limit(1);
    if (twin) throw conflict(`A door option for ${input.value} doors already exists`);
    const [row] = id
      ? await tx.update(doors).set(input).where(eq(doors.id, id)).returning()
      : await tx.insert(doors).values(input).returning();
    if (!row) throw notFound('Door option');
    await auditSave(tx, adminId, 'door', current, row);
    return row;
  });
}

// --- driver types ---

export const listDriverTypes = (db: Db) =>
  db
    .select()
    .from(driverTypes)
    .orderBy(asc(sql`lower(${driverTypes.nameEn})`), asc(driverTypes.id));

export async function saveDriverType(
  db: Db,
  adminId: string,
  args: MutationAdminCreateDriverTypeArgs,
  id?: string,
) {
  const input = parseInput(driverTypeSchema, { nameVi: args.nameVi, nameEn: args.nameEn });
  return db.transaction(async (tx) => {
    await lockTable(tx, 'driver_types');
    const [current] = id
      ? await tx.select().from(driverTypes).where(eq(driverTypes.id, id)).for('update')
      : [null];
    if (id && !current) throw notFound('Driver type');
    const [twin] = await tx
      .select({ id: driverTypes.id })
      .from(driverTypes)
      .where(
        and(
          or(sameName(driverTypes.nameEn, input.nameEn), sameName(driverTypes.nameVi, input.nameVi)),
          id ? ne(driverTypes.id, id) : undefined,
        ),
      )
      .limit(1);
    if (twin) throw conflict(`A driver type named "${input.nameEn}" or "${input.nameVi}" already exists`);
    const slug =
      current && current.nameEn === input.nameEn
        ? current.slug
        : await uniqueSlug(tx, driverTypes, driverTypes, input.nameEn, id);
    const values = { ...input, slug };
    const [row] = current
      ? await tx.update(driverTypes).set(values).where(eq(driverTypes.id, current.id)).returning()
      : await tx.insert(driverTypes).values(values).returning();
    if (!row) throw notFound('Driver type');
    await auditSave(tx, adminId, 'driver_type', current, row);
    return row;
  });
}

// --- fuel economy ---

export const listFuelEconomies = (db: Db) =>
  db
    .select()
    .from(fuelEconomies)
    .orderBy(desc(fuelEconomies.isLess), asc(sql`${fuelEconomies.liter} / ${fuelEconomies.kilometer}`));

const trimNumber = (n: number) => String(Number(n.toFixed(2)));

/** The app shows these labels; SPEC makes them optional, so a missing one is written from the numbers. */
export function fuelEconomyNames(v: { isLess: boolean; liter: number; kilometer: number }) {
  const l = trimNumber(v.liter);
  const km = trimNumber(v.kilometer);
  return {
    nameVi: `${v.isLess ? 'Dưới' : 'Trên'} ${l} lít/${km} km`,
    nameEn: `${v.isLess ? 'Under' : 'Over'} ${l} L/${km} km`,
  };
}

export async function saveFuelEconomy(
  db: Db,
  adminId: string,
  args: MutationAdminCreateFuelEconomyArgs,
  id?: string,
) {
  const input = parseInput(fuelEconomySchema, {
    nameVi: args.nameVi,
    nameEn: args.nameEn,
    isLess: args.isLess,
    liter: args.liter,
    kilometer: args.kilometer,
  });
  const names = fuelEconomyNames(input);
  return db.transaction(async (tx) => {
    await lockTable(tx, 'fuel_economies');
    const [current] = id
      ? await tx.select().from(fuelEconomies).where(eq(fuelEconomies.id, id)).for('update')
      : [null];
    if (id && !current) throw notFound('Fuel economy');
    const [twin] = await tx
      .select({ id: fuelEconomies.id })
      .from(fuelEconomies)
      .where(
        and(
          eq(fuelEconomies.isLess, input.isLess),
          eq(fuelEconomies.liter, input.liter),
          eq(fuelEconomies.kilometer, input.kilometer),
          id ? ne(fuelEconomies.id, id) : undefined,
        ),
      )
      .limit(1);
    if (twin) throw conflict(`The fuel economy "${names.nameEn}" already exists`);
    const values = {
      isLess: input.isLess,
      liter: input.liter,
      kilometer: input.kilometer,
      nameVi: input.nameVi ?? names.nameVi,
      nameEn: input.nameEn ?? names.nameEn,
    };
    const [row] = id
      ? await tx.update(fuelEconomies).set(values).where(eq(fuelEconomies.id, id)).returning()
      : await tx.insert(fuelEconomies).values(values).returning();
    if (!row) throw notFound('Fuel economy');
    await auditSave(tx, adminId, 'fuel_economy', current, row);
    return row;
  });
}

// --- payment items ---

export const listPaymentItems = (db: Db) =>
  db.select().from(paymentItems).orderBy(asc(paymentItems.currency), asc(paymentItems.amount));

export async function savePaymentItem(
  db: Db,
  adminId: string,
  args: MutationAdminCreatePaymentItemsArgs,
  id?: string,
) {
  const input = parseInput(paymentItemSchema, { amount: args.amount, currency: args.currency });
  return db.transaction(async (tx) => {
    await lockTable(tx, 'payment_items');
    const [current] = id
      ? await tx.select().from(paymentItems).where(eq(paymentItems.id, id)).for('update')
      : [null];
    if (id && !current) throw notFound('Payment item');
    const [twin] = await tx
      .select({ id: paymentItems.id })
      .from(paymentItems)
      .where(
        and(
          eq(paymentItems.amount, input.amount),
          eq(paymentItems.currency, input.currency),
          id ? ne(paymentItems.id, id) : undefined,
        ),
      )
      .limit(1);
    if (twin) throw conflict(`A payment item of ${input.amount} ${input.currency} already exists`);
    const [row] = id
      ? await tx.update(paymentItems).set(input).where(eq(paymentItems.id, id)).returning()
      : await tx.insert(paymentItems).values(input).returning();
    if (!row) throw notFound('Payment item');
    await auditSave(tx, adminId, 'payment_item', current, row);
    return row;
  });
}
