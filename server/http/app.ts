import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { openDatabase, type Db } from '../db/client';
import { createGraphQL } from '../graphql/yoga';
import { seedIfEmpty } from '../seed/seed';
import { createAuthService, mayUseAdmin, type AuthService } from '../services/auth/auth-service';
import { createMailService, type MailService } from '../services/mail/mail-service';
import { createBroadcastQueue, type BroadcastQueue } from '../services/notify/broadcast-queue';
import { createPushSender } from '../services/notify/push';
import { registerUnsubscribeRoute } from './unsubscribe-route';
import { registerHealthRoutes } from './health-routes';
import { loggerOptions, yogaLogger, type LogStream } from './logging';
import { createFileStore } from '../services/media/media-store';
import { createS3Store } from '../services/media/store-s3';
import { registerMediaRoutes } from './media-routes';
import { registerSecurityHeaders } from './security';
import { registerGraphQLRoute } from './graphql-route';
import { builtFirebaseDatabaseUrl, registerSpa } from './spa';

export interface App {
  app: FastifyInstance;
  db: Db;
  auth: AuthService;
  mail: MailService;
  notify: BroadcastQueue;
  dbKind: 'pglite' | 'postgres';
  /** Set only when this start created the first admin without ADMIN_PASSWORD. */
  generatedPassword: string | undefined;
  close(): Promise<void>;
}

/** fastify's types take a hop count only as a function: trust that many proxies nearest to us. */
function trustProxyOption(value: AppConfig['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : (value ?? false);
}

/** Builds the whole product on one port: /graphql, /api/v1/media/*, /media/*, and the built SPA. */
export async function createApp(
  config: AppConfig,
  opts: { logger?: boolean; logStream?: LogStream } = {},
): Promise<App> {
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const { db } = database;
  const mediaDir = path.join(config.dataDir, 'media');
  const s3 = config.s3 ? await createS3Store(config.s3, mediaDir) : undefined;
  const seeded = await seedIfEmpty(db, {
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    demo: config.seedDemo,
    // The demo photos are stored like uploads, in the store /media serves.
    media: s3 ?? createFileStore(mediaDir),
    log: (m) => opts.logger !== false && console.log(m),
  });
  const auth = await createAuthService(db, { writes: database.writes });
  const mail = createMailService({ db, dataDir: config.dataDir, smtpUrl: config.smtpUrl });
  // Messages committed just before a stop were never tried; a failed try here stays recorded as failed.
  await mail.deliverPending();
  const notify = createBroadcastQueue({
    db,
    connection: database.queueConnection,
    mail,
    push: createPushSender(db, config.push),
    secret: auth.secret,
    publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
  });
  // A broadcast a stop interrupted resumes now; an instance of a database that has broadcast before
  // joins the shared queue (docs/notifications.md).
  await notify.startIfNeeded();

  const app = Fastify({
    logger: opts.logger ? loggerOptions(config, opts.logStream) : false,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Closing answers requests that arrive on open connections with 503 and lets in-flight ones finish.
    return503OnClosing: true,
  });
  const graphql = createGraphQL({
    db,
    auth,
    mail,
    notify,
    production: config.production,
    logger: opts.logger ? yogaLogger(app.log) : false,
  });
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, {
    production: config.production,
    firebaseDatabaseUrl: builtFirebaseDatabaseUrl(config.staticDir),
  });
  // API answers above 1 KiB go compressed; the SPA's files are compressed at build time (spa.ts).
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  registerHealthRoutes(app, database);

  registerGraphQLRoute(app, graphql);

  app.addHook('onClose', async () => s3?.close());
  await registerMediaRoutes(app, {
    db,
    mediaDir,
    s3,
    authenticate: async (req) => {
      const admin = await auth.adminFromRequest(req);
      return admin && mayUseAdmin(admin) ? { id: admin.id } : null;
    },
  });

  registerUnsubscribeRoute(app, { db, secret: auth.secret });
  await registerSpa(app, config.staticDir);

  return {
    app,
    db,
    auth,
    mail,
    notify,
    dbKind: database.kind,
    generatedPassword: seeded.generatedPassword,
    close: async () => {
      await app.close();
      // Running batches stop between messages; what is left stays queued for the next start.
      await notify.stop();
      mail.close();
      await database.close();
    },
  };
}
