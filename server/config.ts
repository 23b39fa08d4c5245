import path from 'node:path';
import { s3ConfigFromEnv, type S3StoreConfig } from './services/media/s3-config';

export interface AppConfig {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  production: boolean;
  /** Where the built SPA lives; absent in API-only tests. */
  staticDir: string | undefined;
  /** Seed demo data into an empty database on start-up. */
  seedDemo: boolean;
  /** Deliver mail through this SMTP server (smtp:// or smtps:// URL); without it mail goes to DATA_DIR/mail. */
  smtpUrl?: string | undefined;
  /** Keep media in an S3-compatible bucket (S3_ENDPOINT, S3_BUCKET, …) instead of DATA_DIR/media. */
  s3?: S3StoreConfig | undefined;
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
    staticDir: path.resolve(env.STATIC_DIR ?? 'dist'),
    seedDemo: env.SEED_DEMO !== 'false',
    smtpUrl: env.SMTP_URL || undefined,
    s3: s3ConfigFromEnv(env),
  };
}
