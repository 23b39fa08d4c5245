import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { openDatabase, type Db } from '../db/client';
import { createGraphQL } from '../graphql/yoga';
import { seedIfEmpty } from '../seed/seed';
import { createAuthService, mayUseAdmin, type AuthService } from '../services/auth/auth-service';
import { createMailService, type MailService } from '../services/mail/mail-service';
import { createS3Store } from '../services/media/store-s3';
import { registerMediaRoutes } from './media-routes';
import { isPreflightedRequest, registerSecurityHeaders } from './security';

export interface App {
  app: FastifyInstance;
  db: Db;
  auth: AuthService;
  mail: MailService;
  dbKind: 'pglite' | 'postgres';
  /** Set only when this start created the first admin without ADMIN_PASSWORD. */
  generatedPassword: string | undefined;
  close(): Promise<void>;
}

/** Builds the whole product on one port: /graphql, /api/v1/media/*, /media/*, and the built SPA. */
export async function createApp(config: AppConfig, opts: { logger?: boolean } = {}): Promise<App> {
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const { db } = database;
  const seeded = await seedIfEmpty(db, {
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    demo: config.seedDemo,
    log: (m) => opts.logger !== false && console.log(m),
  });
  const auth = await createAuthService(db);
  const mail = createMailService({ db, dataDir: config.dataDir, smtpUrl: config.smtpUrl });
  // Messages committed just before a stop were never tried; a failed try here stays recorded as failed.
  await mail.deliverPending();
  const graphql = createGraphQL({ db, auth, mail, production: config.production });

  const app = Fastify({
    logger: opts.logger ? { level: config.production ? 'warn' : 'info' } : false,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  });
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, config.production);

  app.get('/healthz', async () => ({ ok: true, db: database.kind }));

  app.route({
    url: graphql.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      if (req.method !== 'OPTIONS' && !isPreflightedRequest(req.method, req.headers)) {
        return reply
          .status(403)
          .send({ errors: [{ message: 'Request refused: missing CSRF protection header' }] });
      }
      const response = await graphql.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      return reply.send(response.body);
    },
  });

  const mediaDir = path.join(config.dataDir, 'media');
  const s3 = config.s3 ? await createS3Store(config.s3, mediaDir) : undefined;
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

  const staticDir = config.staticDir;
  const hasSpa = !!staticDir && existsSync(path.join(staticDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      decorateReply: true,
    });
  }
  // History fallback: any other GET that wants a page gets the SPA; API paths keep a JSON 404.
  app.setNotFoundHandler((req, reply) => {
    // /media and /media/create are SPA routes (SPEC §2.2); stored files under /media/<year>/ are not, and
    // a missing build asset must be a 404, not a page the browser would try to run as a script.
    const apiPath = /^\/(graphql|api|assets)(\/|$)|^\/media\/\d{4}\//.test(req.url);
    if (hasSpa && req.method === 'GET' && !apiPath) {
      reply.header('Cache-Control', 'no-cache');
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ statusCode: 404, message: 'Not Found' });
  });

  return {
    app,
    db,
    auth,
    mail,
    dbKind: database.kind,
    generatedPassword: seeded.generatedPassword,
    close: async () => {
      await app.close();
      mail.close();
      await database.close();
    },
  };
}
