import path from 'node:path';
import { passwordProblem } from '../src/rules/passwords';
import { s3ConfigFromEnv, type S3StoreConfig } from './services/media/s3-config';
import { pushConfigFromEnv, type PushConfig } from './services/notify/push';

export interface AppConfig {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  production: boolean;
  /**
   * GRAPHQL_ARBITRARY_DOCUMENTS=allow: production answers any document, not only the SPA's trusted ones
   * (server/graphql/trusted-documents.ts). Development always does.
   */
  arbitraryDocuments?: boolean;
  /** Where the built SPA lives; absent in API-only tests. */
  staticDir: string | undefined;
  /** Seed demo data into an empty database on start-up. */
  seedDemo: boolean;
  /** Deliver mail through this SMTP server (smtp:// or smtps:// URL); without it mail goes to DATA_DIR/mail. */
  smtpUrl?: string | undefined;
  /** Base URL of this product as members reach it (unsubscribe links in broadcast emails). */
  publicUrl?: string | undefined;
  /**
   * Which proxies may tell us the client's address and scheme (X-Forwarded-For / -Proto): fastify's
   * trustProxy (true, a hop count, or addresses/CIDRs). Off by default, so no client can claim to be on TLS
   * or to come from another address.
   */
  trustProxy?: boolean | number | string[] | undefined;
  /** pino level; default warn in production, info otherwise. */
  logLevel?: string | undefined;
  /** Keep media in an S3-compatible bucket (S3_ENDPOINT, S3_BUCKET, …) instead of DATA_DIR/media. */
  s3?: S3StoreConfig | undefined;
  /** Device push through FCM (FIREBASE_SERVICE_ACCOUNT); without it notifications are in-app only. */
  push?: PushConfig | undefined;
}

/** TRUST_PROXY: 'true'/'false', a hop count, or a comma-separated list of addresses and CIDR ranges. */
export function parseTrustProxy(raw: string | undefined): boolean | number | string[] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    host: env.HOST ?? '0.0.0.0',
    port: Number(env.PORT ?? 4000),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    adminEmail: (env.ADMIN_EMAIL ?? 'admin@kar.vn').trim().toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    production: env.NODE_ENV === 'production',
    arbitraryDocuments: env.GRAPHQL_ARBITRARY_DOCUMENTS === 'allow',
    staticDir: path.resolve(env.STATIC_DIR ?? 'dist'),
    seedDemo: env.SEED_DEMO !== 'false',
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl: env.PUBLIC_URL || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || undefined,
    s3: s3ConfigFromEnv(env),
    push: pushConfigFromEnv(env),
  };
}

/** A setting the server refuses to start with; main.ts prints its message alone and exits 1. */
export class StartupError extends Error {}

/** The shortest AUTH_SECRET accepted: a shorter one stops the start rather than being ignored. */
export const AUTH_SECRET_MIN = 32;

/**
 * Settings that would weaken sign-in stop the start with a clear message: an ADMIN_PASSWORD breaking the
 * password rule (src/rules/passwords.ts, the rule every admin's password follows), and an AUTH_SECRET set
 * but shorter than 32 characters (read in auth-service.ts).
 */
export async function checkStartupSecrets(
  config: Pick<AppConfig, 'adminPassword'>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  if (config.adminPassword !== undefined) {
    const problem = await passwordProblem(config.adminPassword);
    if (problem) throw new StartupError(`ADMIN_PASSWORD is refused: ${problem}.`);
  }
  const secret = env.AUTH_SECRET;
  if (secret !== undefined && secret !== '' && secret.length < AUTH_SECRET_MIN) {
    throw new StartupError(
      `AUTH_SECRET is refused: it must be at least ${AUTH_SECRET_MIN} characters (it has ${secret.length}). Unset it to let the server generate one.`,
    );
  }
}
