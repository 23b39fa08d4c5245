/*
 * 'Users Using App' (SPEC §2.4) reads an app-hit counter kept in a Firebase Realtime Database.
 * The firebase SDK is large, so it is imported on demand: only the dashboard ever pulls it in.
 * See docs/firebase.md for the settings.
 */

export interface FirebaseCounterConfig {
  apiKey: string;
  databaseURL: string;
  projectId: string;
  appId: string;
  /** Path of the counter in the database, e.g. 'stats/appHits'. */
  counterPath: string;
}

export type CounterResult =
  { status: 'not-configured'; missing: string[] } | { status: 'ok'; value: number } | { status: 'empty' };

const ENV_KEYS = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  databaseURL: 'VITE_FIREBASE_DATABASE_URL',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  appId: 'VITE_FIREBASE_APP_ID',
  counterPath: 'VITE_FIREBASE_COUNTER_PATH',
} as const satisfies Record<keyof FirebaseCounterConfig, string>;

/** The config from build-time variables, or the names of the ones that are missing. */
export function counterConfigFrom(
  env: Partial<Record<string, string | undefined>>,
): { config: FirebaseCounterConfig } | { missing: string[] } {
  const entries = Object.entries(ENV_KEYS).map(([key, name]) => [key, env[name]?.trim() ?? ''] as const);
  const missing = entries.filter(([, v]) => !v).map(([key]) => ENV_KEYS[key as keyof FirebaseCounterConfig]);
  if (missing.length > 0) return { missing };
  return { config: Object.fromEntries(entries) as unknown as FirebaseCounterConfig };
}

/** A counter may be stored as a number or, by some writers, as a numeric string. */
export function counterValue(raw: unknown): number | null {
  if (typeof raw === 'number' && Number.isFinite(raw)) return raw;
  if (typeof raw === 'string' && raw.trim() !== '' && Number.isFinite(Number(raw))) return Number(raw);
  return null;
}

let reads = 0;

/** The SDK's get() waits for a connection forever when the database is unreachable; the card must not. */
export const COUNTER_READ_TIMEOUT_MS = 10_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`Firebase did not answer within ${String(Math.round(ms / 1000))} s.`));
    }, ms);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

/**
 * Firebase answers a connection with a shard host of its own (`s-….firebaseio.com`), which the SDK keeps in
 * localStorage and connects to on the next read. The Content-Security-Policy allows the configured
 * database host alone (docs/deploying.md, Security headers), so that connection would be refused; the SDK
 * would then mark websockets as failed and try long polling first, which the policy refuses as well, and
 * the card would time out on every later visit. Forgetting both before each read keeps every read on the
 * configured host. The keys are the SDK's own (`firebase:` + its name, as @firebase/database 1.x writes
 * them; the host as written in the URL for reading, lower-cased for writing).
 */
function forgetShardHost(databaseURL: string) {
  const host = /^[a-z]+:\/\/([^/?#]*)/i.exec(databaseURL)?.[1];
  try {
    if (host) {
      localStorage.removeItem(`firebase:host:${host}`);
      localStorage.removeItem(`firebase:host:${host.toLowerCase()}`);
    }
    localStorage.removeItem('firebase:previous_websocket_failure');
  } catch {
    // No localStorage (Node, or storage blocked): the SDK then keeps nothing between reads either.
  }
}

/**
 * Reads the counter once with a short-lived app. `emulatorHost` ('127.0.0.1:9000') points the SDK
 * at a local Realtime-Database-compatible server instead of Google (tests).
 */
export async function readCounter(
  config: FirebaseCounterConfig,
  opts: { emulatorHost?: string; timeoutMs?: number } = {},
): Promise<CounterResult> {
  const [{ initializeApp, deleteApp }, { getDatabase, ref, get, connectDatabaseEmulator }] =
    await Promise.all([import('firebase/app'), import('firebase/database')]);
  reads += 1;
  forgetShardHost(config.databaseURL);
  const app = initializeApp(
    {
      apiKey: config.apiKey,
      databaseURL: config.databaseURL,
      projectId: config.projectId,
      appId: config.appId,
    },
    `kar-admin-counter-${reads}`,
  );
  try {
    const db = getDatabase(app);
    if (opts.emulatorHost) {
      const [host, port] = opts.emulatorHost.split(':');
      connectDatabaseEmulator(db, host ?? '127.0.0.1', Number(port));
    }
    const snapshot = await withTimeout(
      get(ref(db, config.counterPath)),
      opts.timeoutMs ?? COUNTER_READ_TIMEOUT_MS,
    );
    const value = counterValue(snapshot.val());
    return value === null ? { status: 'empty' } : { status: 'ok', value };
  } finally {
    // An open Realtime Database socket keeps running (and keeps Node alive); one read is all we need.
    await deleteApp(app);
  }
}

/** The dashboard's entry point: never invents a number when the counter is not configured. */
export async function readAppHitCounter(): Promise<CounterResult> {
  const found = counterConfigFrom(import.meta.env as unknown as Record<string, string | undefined>);
  if ('missing' in found) return { status: 'not-configured', missing: found.missing };
  return readCounter(found.config);
}
