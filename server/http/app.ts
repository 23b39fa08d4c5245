import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { checkStartupSecrets, type AppConfig } from '../config';
import { openDatabase, type Db } from '../db/client';
import { createGraphQL } from '../graphql/yoga';
import { seedIfEmpty } from '../seed/seed';
import { createAuthService, mayUseAdmin, type AuthService } from '../services/auth/auth-service';
import { mustSetUpTwoFactor } from '../graphql/guard';
import { createMailService, type MailService } from '../services/mail/mail-service';
import { createBroadcastQueue, type BroadcastQueue } from '../services/notify/broadcast-queue';
import { createPushSender } from '../services/notify/push';
import { createLiveBus, type LiveBus } from '../services/live/live-bus';
import { registerUnsubscribeRoute } from './unsubscribe-route';
import { registerHealthRoutes } from './health-routes';
import { loggerOptions, yogaLogger, type LogStream } from './logging';
import { createFileStore } from '../services/media/media-store';
import { createS3Store } from '../services/media/store-s3';
import { registerMediaRoutes } from './media-routes';
import { registerSecurityHeaders } from './security';
import { purgeExpiredTrash } from '../graphql/resolvers/trash';
import { registerGraphQLRoute } from './graphql-route';
import { builtFirebaseDatabaseUrl, registerSpa } from './spa';

export interface App {
  app: FastifyInstance;
  db: Db;
  auth: AuthService;
  mail: MailService;
  notify: BroadcastQueue;
  /** What this instance hears of every instance's writes (docs/live.md). */
  live: LiveBus;
  dbKind: 'pglite' | 'postgres';
  /** Set only when this start created the first admin without ADMIN_PASSWORD. */
  generatedPassword: string | undefined;
  close(): Promise<void>;
}

/** fastify's types take a hop count only as a function: trust that many proxies nearest to us. */
function trustProxyOption(value: AppConfig['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : (value ?? false);
}

/** How often the Trash's purge runs. */
export const TRASH_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Builds the whole product on one port: /graphql, /api/v1/media/*, /media/*, and the built SPA. */
export async function createApp(
  config: AppConfig,
  opts: { logger?: boolean; logStream?: LogStream } = {},
): Promise<App> {
  await checkStartupSecrets(config);
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
  const mail = createMailService({ db, dataDir: config.dataDir, smtpUrl: config.smtpUrl });
  const auth = await createAuthService(db, { writes: database.writes, mail });
  // Messages committed just before a stop were never tried; a failed try here stays recorded as failed.
  await mail.deliverPending();
  const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const notify = createBroadcastQueue({
    db,
    connection: database.queueConnection,
    mail,
    push: createPushSender(db, config.push),
    secret: auth.secret,
    publicUrl,
  });
  // A broadcast a stop interrupted resumes now; an instance of a database that has broadcast before
  // joins the shared queue (docs/notifications.md).
  await notify.startIfNeeded();
  // What other instances' writes announce, heard on the database's own channel (docs/live.md).
  const live = createLiveBus(database.queueConnection, (m) => opts.logger !== false && console.warn(m));

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
    live,
    publicUrl,
    production: config.production,
    arbitraryDocuments: config.arbitraryDocuments === true,
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
      if (!admin || !mayUseAdmin(admin)) return null;
      // An admin who must first turn on two-step sign-in may do nothing else, uploads included.
      return {
        id: admin.id,
        mayUpload: !mustSetUpTwoFactor(admin) && admin.permissions.includes('media.write'),
      };
    },
  });

  registerUnsubscribeRoute(app, { db, secret: auth.secret });
  await registerSpa(app, config.staticDir);

  // The Trash's hourly purge (docs/trash.md): what has been there 30 days is deleted for good, audited. A
  // timer, not a pg-boss schedule: the queue starts only once something is broadcast, and a purge that two
  // instances run at once is still one purge (each record is locked, and gone for the second).
  const purge = () =>
    void purgeExpiredTrash(db).catch((err: unknown) => {
      if (opts.logger) app.log.error({ err }, 'the Trash purge failed; it runs again within the hour');
    });
  const purgeTimer = setInterval(purge, TRASH_PURGE_INTERVAL_MS);
  purgeTimer.unref();
  const firstPurge = setTimeout(purge, 60_000);
  firstPurge.unref();

  return {
    app,
    db,
    auth,
    mail,
    notify,
    live,
    dbKind: database.kind,
    generatedPassword: seeded.generatedPassword,
    close: async () => {
      clearInterval(purgeTimer);
      clearTimeout(firstPurge);
      // Open event streams first: they never end by themselves, and the close waits for every request.
      live.endStreams();
      await app.close();
      // Running batches stop between messages; what is left stays queued for the next start.
      await notify.stop();
      mail.close();
      await live.close();
      await database.close();
    },
  };
}
