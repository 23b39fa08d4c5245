import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_HINT_COOKIE } from '../services/auth/auth-service';

/** Vite names everything under assets/ by content hash: a new build never reuses a name for other bytes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html (and unhashed files) must be asked for again, or a browser keeps an old build's entry. */
export const REVALIDATE = 'no-cache';

/**
 * Which frame index.html paints before any script runs (docs/deploying.md): the login card, the admin
 * shell (header, sider, skeleton), the shell with the dashboard's cards, or none for the other public
 * pages, whose cards differ. A visitor without a session lands on the login card wherever they were
 * going, as the app will send them there; one with a session sees the shell, with the dashboard's cards
 * on /home and on the pages that forward to it (/ and /auth/login).
 */
export type BootFrame = 'login' | 'shell' | 'dashboard' | 'none';

export function bootFrame(pathname: string, signedIn: boolean): BootFrame {
  const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (signedIn && (page === '/home' || page === '/' || page === '/auth/login')) return 'dashboard';
  if (page === '/auth/login') return 'login';
  if (page.startsWith('/auth/') || page === '/404' || page === '/500') return 'none';
  return signedIn ? 'shell' : 'login';
}

/**
 * The Realtime Database origin the built SPA talks to, which vite.config.ts writes into index.html from
 * VITE_FIREBASE_DATABASE_URL; undefined without a build or when the build has no Firebase settings.
 */
export function builtFirebaseDatabaseUrl(staticDir: string | undefined): string | undefined {
  const file = staticDir ? path.join(staticDir, 'index.html') : undefined;
  if (!file || !existsSync(file)) return undefined;
  const found = /<meta name="kar-firebase-database-url" content="([^"]+)"/.exec(readFileSync(file, 'utf8'));
  return found?.[1];
}

type Encoded = { identity: Buffer; br: Buffer; gzip: Buffer };

/** index.html with `data-boot` set on <html>, compressed once per frame at start-up. */
function pageVariants(html: string): Record<BootFrame, Encoded> {
  if (!/<html[^>]*\sdata-boot="[a-z]+"/.test(html))
    throw new Error('index.html: <html> has no data-boot attribute to choose the first frame with');
  const variant = (frame: BootFrame): Encoded => {
    const identity = Buffer.from(html.replace(/(<html[^>]*\sdata-boot=")[a-z]+"/, `$1${frame}"`));
    return { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity, { level: 9 }) };
  };
  return {
    login: variant('login'),
    shell: variant('shell'),
    dashboard: variant('dashboard'),
    none: variant('none'),
  };
}

function acceptedEncoding(req: FastifyRequest): 'br' | 'gzip' | 'identity' {
  const accepted = String(req.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Serves the built SPA with the brotli/gzip copies made at build time (vite.config.ts), long-lived caching
 * for hashed files and none for the page, and a history fallback for client-side routes.
 */
export async function registerSpa(app: FastifyInstance, staticDir: string | undefined) {
  const hasSpa = !!staticDir && existsSync(path.join(staticDir, 'index.html'));
  const pages = hasSpa ? pageVariants(readFileSync(path.join(staticDir, 'index.html'), 'utf8')) : null;
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
  const sendPage = (req: FastifyRequest, reply: FastifyReply, variants: Record<BootFrame, Encoded>) => {
    const pathname = new URL(req.url, 'http://page').pathname;
    const frame = bootFrame(pathname, req.cookies?.[SESSION_HINT_COOKIE] !== undefined);
    const encoding = acceptedEncoding(req);
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', REVALIDATE)
      // The page differs with the session cookie (its first frame) and with the encoding asked for.
      .header('Vary', 'Accept-Encoding, Cookie');
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.send(variants[frame][encoding]);
  };
  // History fallback: any other GET that wants a page gets the SPA; API paths keep a JSON 404.
  app.setNotFoundHandler((req, reply) => {
    // /media and /media/create are SPA routes (SPEC §2.2); stored files under /media/<year>/ are not, and
    // a missing build asset must be a 404, not a page the browser would try to run as a script.
    const apiPath = /^\/(graphql|api|assets)(\/|$)|^\/media\/\d{4}\//.test(req.url);
    if (pages && req.method === 'GET' && !apiPath) return sendPage(req, reply, pages);
    return reply.status(404).send({ statusCode: 404, message: 'Not Found' });
  });
}
