import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/**
 * The handle inside `db.transaction(…)`. A helper that must join its caller's transaction (audit rows,
 * slug choice under a lock) takes this rather than `Db`, so it cannot be handed the bare pool by mistake.
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Independent reads, each given as a function that starts it: at once on the pool (each on a connection of
 * its own), one after another inside a transaction. A transaction is one connection, where reads sent
 * together only queue behind each other, and node-postgres warns that sending a query while another is
 * under way on the same client is deprecated.
 */
export async function readTogether<const T extends readonly (() => unknown)[]>(
  db: Db | Tx,
  reads: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  type Results = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results;
}
