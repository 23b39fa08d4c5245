import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
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
import type {
  MutationAdminCreateDoorsArgs,
  MutationAdminCreateDriverTypeArgs,
  MutationAdminCreateFuelEconomyArgs,
  MutationAdminCreatePaymentItemsArgs,
  MutationAdminCreateSeatsArgs,
} from '../generated/resolvers';
import { parseInput } from '../zod-input';
import type { EntityWith } from '../../kit/audit';
import { uniqueSlug } from '../../kit/slug';
import { saveOption, type OptionEdit } from './settings-save';
import { sameName } from './settings-shared';

/** Body type, colour and fuel type share one shape: a unique name and its slug. */
type NamedTable = typeof bodyTypes | typeof colours | typeof fuelTypes;

const NAMED = new Map<NamedTable, { label: string; entity: EntityWith<'create' | 'edit'> }>([
  [bodyTypes, { label: 'body type', entity: 'body_type' }],
  [colours, { label: 'colour', entity: 'colour' }],
  [fuelTypes, { label: 'fuel type', entity: 'fuel_type' }],
]);

export const listNamed = (db: Db, table: NamedTable) =>
  db
    .select()
    .from(table)
    .orderBy(asc(sql`lower(${table.name})`), asc(table.id));

export function saveNamed(
  db: Db,
  adminId: string,
  table: NamedTable,
  args: { name: string },
  edit?: OptionEdit,
) {
  const input = parseInput(namedOptionSchema, { name: args.name });
  const named = NAMED.get(table);
  if (!named) throw new Error('not a named catalogue table');
  const { label, entity } = named;
  return saveOption(db, adminId, {
    table,
    lock: label,
    what: capitalise(label),
    entity,
    edit,
    twin: sameName(table.name, input.name),
    duplicate: `A ${label} named "${input.name}" already exists`,
    values: async (tx, current) => ({
      name: input.name,
      slug:
        current && current.name === input.name
          ? current.slug
          : await uniqueSlug(tx, table, table, input.name, edit?.id),
    }),
  });
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

// --- seats and doors: a name and a count that must not repeat ---

export const listSeats = (db: Db) => db.select().from(seats).orderBy(asc(seats.value), asc(seats.id));
export const listDoors = (db: Db) => db.select().from(doors).orderBy(asc(doors.value), asc(doors.id));

export function saveSeat(db: Db, adminId: string, args: MutationAdminCreateSeatsArgs, edit?: OptionEdit) {
  const input = parseInput(seatSchema, { name: args.name, value: args.value, fixed: args.fixed });
  return saveOption(db, adminId, {
    table: seats,
    lock: 'seats',
    what: 'Seat option',
    entity: 'seat',
    edit,
    twin: eq(seats.value, input.value),
    duplicate: `A seat option for ${input.value} seats already exists`,
    values: () => ({ name: input.name, value: input.value, fixed: input.fixed }),
  });
}

export function saveDoor(db: Db, adminId: string, args: MutationAdminCreateDoorsArgs, edit?: OptionEdit) {
  const input = parseInput(doorSchema, { name: args.name, value: args.value });
  return saveOption(db, adminId, {
    table: doors,
    lock: 'doors',
    what: 'Door option',
    entity: 'door',
    edit,
    twin: eq(doors.value, input.value),
    duplicate: `A door option for ${input.value} doors already exists`,
    values: () => input,
  });
}

// --- driver types ---

export const listDriverTypes = (db: Db) =>
  db
    .select()
    .from(driverTypes)
    .orderBy(asc(sql`lower(${driverTypes.nameEn})`), asc(driverTypes.id));

export function saveDriverType(
  db: Db,
  adminId: string,
  args: MutationAdminCreateDriverTypeArgs,
  edit?: OptionEdit,
) {
  const input = parseInput(driverTypeSchema, { nameVi: args.nameVi, nameEn: args.nameEn });
  return saveOption(db, adminId, {
    table: driverTypes,
    lock: 'driver_types',
    what: 'Driver type',
    entity: 'driver_type',
    edit,
    twin:
      or(sameName(driverTypes.nameEn, input.nameEn), sameName(driverTypes.nameVi, input.nameVi)) ??
      sql`false`,
    duplicate: `A driver type named "${input.nameEn}" or "${input.nameVi}" already exists`,
    values: async (tx, current) => ({
      ...input,
      slug:
        current && current.nameEn === input.nameEn
          ? current.slug
          : await uniqueSlug(tx, driverTypes, driverTypes, input.nameEn, edit?.id),
    }),
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

export function saveFuelEconomy(
  db: Db,
  adminId: string,
  args: MutationAdminCreateFuelEconomyArgs,
  edit?: OptionEdit,
) {
  const input = parseInput(fuelEconomySchema, {
    nameVi: args.nameVi,
    nameEn: args.nameEn,
    isLess: args.isLess,
    liter: args.liter,
    kilometer: args.kilometer,
  });
  const names = fuelEconomyNames(input);
  return saveOption(db, adminId, {
    table: fuelEconomies,
    lock: 'fuel_economies',
    what: 'Fuel economy',
    entity: 'fuel_economy',
    edit,
    twin:
      and(
        eq(fuelEconomies.isLess, input.isLess),
        eq(fuelEconomies.liter, input.liter),
        eq(fuelEconomies.kilometer, input.kilometer),
      ) ?? sql`false`,
    duplicate: `The fuel economy "${names.nameEn}" already exists`,
    values: () => ({
      isLess: input.isLess,
      liter: input.liter,
      kilometer: input.kilometer,
      nameVi: input.nameVi ?? names.nameVi,
      nameEn: input.nameEn ?? names.nameEn,
    }),
  });
}

// --- payment items ---

export const listPaymentItems = (db: Db) =>
  db.select().from(paymentItems).orderBy(asc(paymentItems.currency), asc(paymentItems.amount));

export function savePaymentItem(
  db: Db,
  adminId: string,
  args: MutationAdminCreatePaymentItemsArgs,
  edit?: OptionEdit,
) {
  const input = parseInput(paymentItemSchema, { amount: args.amount, currency: args.currency });
  return saveOption(db, adminId, {
    table: paymentItems,
    lock: 'payment_items',
    what: 'Payment item',
    entity: 'payment_item',
    edit,
    twin: and(eq(paymentItems.amount, input.amount), eq(paymentItems.currency, input.currency)) ?? sql`false`,
    duplicate: `A payment item of ${input.amount} ${input.currency} already exists`,
    values: () => input,
  });
}
