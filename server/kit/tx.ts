import type { Db } from '../db/client';

/**
 * The handle inside `db.transaction(…)`. A helper that must join its caller's transaction (audit rows,
 * slug choice under a lock) takes this rather than `Db`, so it cannot be handed the bare pool by mistake.
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
