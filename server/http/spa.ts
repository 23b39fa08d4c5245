import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite names everything under assets/ by content hash: a new build never reuses a name for other bytes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html (and unhashed files) must be asked for again, or a browser keeps an old build's entry. */
export const REVALIDATE = 'no-cache';

/**
 * Serves the built SPA with the brotli/gzip copies made at build time (vite.config.ts), long-lived caching
 * for hashed files and none for the page, and a history fallback for client-side routes.
 */
export async function registerSpa(app: FastifyInstance, staticDir: string | undefined) {
  const hasSpa = !!staticDir && existsSync(path.join(staticDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      decorateReply: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const relative = path.relative(staticDir, filePath).split(path.sep).join('/');
        reply.header('Cache-Control', relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
      },
    });
  }
  // History fallback: any other GET that wants a page gets the SPA; API paths keep a JSON 404.
  app.setNotFoundHandler((req, reply) => {
    // /media and /media/create are SPA routes (SPEC §2.2); stored files under /media/<year>/ are not, and
    // a missing build asset must be a 404, not a page the browser would try to run as a script.
    const apiPath = /^\/(graphql|api|assets)(\/|$)|^\/media\/\d{4}\//.test(req.url);
    if (hasSpa && req.method === 'GET' && !apiPath) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ statusCode: 404, message: 'Not Found' });
  });
}
