import { readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

interface Holder {
  pid: number;
  host: string;
}

const LOCK_FILE = 'pgdata.lock';

function alive(holder: Holder): boolean {
  // Another machine's process (a shared mount) cannot be checked from here: take it as alive.
  if (holder.host !== hostname()) return true;
  if (holder.pid === process.pid) return true;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readHolder(file: string): Promise<Holder | undefined> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    const { pid, host } = (parsed ?? {}) as { pid?: unknown; host?: unknown };
    if (typeof pid === 'number' && typeof host === 'string') return { pid, host };
  } catch {
    // Unreadable or half written: a crash between create and write; treated as stale.
  }
  return undefined;
}

/**
 * Takes `<dataDir>/pgdata.lock` for this process and returns its release. A lock left by a process
 * that is gone (kill -9, a crash) is taken over, so a restart never needs a hand; one held by a live
 * process refuses with a message saying what to do. Not an mtime lease (proper-lockfile): PGlite runs
 * on the event loop and a long statement would let such a lease go stale under a live server.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, LOCK_FILE);
  const me: Holder = { pid: process.pid, host: hostname() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await writeFile(file, JSON.stringify(me), { flag: 'wx' });
      return async () => {
        const holder = await readHolder(file);
        if (holder?.pid === me.pid && holder.host === me.host) await rm(file, { force: true });
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    const holder = await readHolder(file);
    if (holder && alive(holder)) {
      throw new Error(
        `DATA_DIR ${dataDir} is in use by process ${holder.pid} on ${holder.host}: two servers on one embedded ` +
          `database can corrupt it. Stop that server, give this one its own DATA_DIR, or set DATABASE_URL ` +
          `to share a PostgreSQL. If no such process runs, delete ${file}.`,
      );
    }
    await rm(file, { force: true });
  }
  throw new Error(`DATA_DIR ${dataDir}: could not take ${file}; another server is starting on it.`);
}
