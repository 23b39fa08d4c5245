import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { types } from '@electric-sql/pglite';

/**
 * The types drizzle asks PGlite to hand over as text (drizzle-orm/pglite/session.js: it parses dates,
 * timestamps and intervals itself): timestamp, timestamptz, interval, date, and the arrays numeric[],
 * timestamp[], timestamptz[], interval[], date[].
 */
const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];

const asText = (value: string) => value;

/** True when `parsers` asks for nothing but text for DRIZZLE_TEXT_TYPES, which the instance already does. */
function onlyDrizzleText(parsers: QueryOptions['parsers']): boolean {
  if (!parsers) return false;
  return Object.keys(parsers).every((oid) => DRIZZLE_TEXT_TYPES.includes(Number(oid)));
}

function withoutCopiedParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options || !onlyDrizzleText(options.parsers)) return options;
  const { parsers: _instanceHasThem, ...rest } = options;
  return rest;
}

/**
 * Counts the statements that may change data. On PGlite this process is the only one with the database open
 * (server/db/data-dir-lock.ts) and every statement goes through the client below, so an answer read while the
 * count stood still is still the answer: what lets the session lookup skip a statement per request
 * (server/services/auth/auth-service.ts).
 */
export interface WriteClock {
  now(): number;
}

/** A statement that cannot change data: a plain select (a `with` may hold an update, so it counts as a write). */
const isRead = (query: string) => /^\s*select\b/i.test(query);

function transactionWithout(tx: Transaction): Transaction {
  return new Proxy(tx, {
    get(target, prop, receiver) {
      if (prop === 'query') {
        return (query: string, params?: unknown[], options?: QueryOptions) =>
          target.query(query, params, withoutCopiedParsers(options));
      }
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
}

/**
 * The PGlite client drizzle is given, and the clock of its writes.
 *
 * drizzle passes its parsers with every statement, and PGlite then merges them into a fresh copy of its own
 * table of parsers, which holds one for every array type in the catalogue: that copy took about 0.35 ms of
 * CPU per statement, on the event loop, a tenth of a members list request (bench/report.md, "CPU per
 * request"). The same parsers are set on the instance once instead, and this client leaves out the
 * per-statement copy when it asks for nothing more, so every value comes back exactly as drizzle asked.
 *
 * Every call but a plain select (a transaction, whatever it holds; exec; anything else) moves the clock, both
 * when it starts and when it ends, so a read that overlapped a write never looks current.
 */
export function drizzleClient(client: PGlite): { client: PGlite; writes: WriteClock } {
  for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = asText;
  let clock = 0;
  const around = async <T>(run: () => Promise<T>): Promise<T> => {
    clock++;
    try {
      return await run();
    } finally {
      clock++;
    }
  };
  const proxy = new Proxy(client, {
    get(target, prop) {
      if (prop === 'query') {
        return <T>(query: string, params?: unknown[], options?: QueryOptions) => {
          const run = () => target.query<T>(query, params, withoutCopiedParsers(options));
          return isRead(query) ? run() : around(run);
        };
      }
      if (prop === 'transaction') {
        return <T>(callback: (tx: Transaction) => Promise<T>) =>
          around(() => target.transaction((tx) => callback(transactionWithout(tx))));
      }
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== 'function') return value;
      // PGlite's methods use private fields, so they run with the instance itself as `this`.
      return (...args: unknown[]) => {
        clock++;
        const out = (value as (...a: unknown[]) => unknown).apply(target, args);
        if (out instanceof Promise) return out.finally(() => clock++);
        clock++;
        return out;
      };
    },
  });
  return { client: proxy, writes: { now: () => clock } };
}
