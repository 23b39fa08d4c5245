import type { AuthService } from './services/auth/auth-service';
import { listUsers } from './graphql/resolvers/members';
import type { Db } from './db/client';

/** Nobody's id and family: the session lookup runs in full and finds no one. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/**
 * PGlite's WebAssembly is compiled lazily, function by function, the first times each is called, and
 * only the busiest ones are then recompiled optimised. On a cold process the first few hundred requests
 * paid for that on the event loop: stalls of 100–700 ms in the first seconds, seen as p99 spikes at low
 * rates (bench/report.md). Running the hottest reads (the session lookup and the members list) before the
 * port opens pays it while nobody waits. Read-only, bounded by `budgetMs` whatever the machine.
 */
export async function warmUp(db: Db, auth: AuthService, budgetMs = 1500, rounds = 300): Promise<number> {
  const until = performance.now() + budgetMs;
  let done = 0;
  while (done < rounds && performance.now() < until) {
    await auth.lookUpSession(NOBODY, NOBODY);
    await listUsers(db, { skip: 1, take: 10 });
    done++;
  }
  return done;
}
