import type { FastifyInstance } from 'fastify';

const SIMPLE_CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Cross-site request forgery guard for cookie-authenticated calls: a request must be one a browser
 * only sends after a CORS preflight (JSON body or a custom header), which no other origin gets past.
 */
export function isPreflightedRequest(method: string, headers: Record<string, string | string[] | undefined>) {
  if (headers['x-kar-csrf'] || headers['graphql-require-preflight'] || headers['x-graphql-yoga-csrf'])
    return true;
  if (method === 'GET' || method === 'HEAD') return false;
  const type =
    String(headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase() ?? '';
  return type !== '' && !SIMPLE_CONTENT_TYPES.includes(type);
}

/**
 * The SPA's policy: scripts only from our origin (Vite emits no inline script), nothing may frame us.
 * style-src keeps 'unsafe-inline' because Radix's scroll lock (react-remove-scroll) adds a <style> element at
 * run time and the SPA is static, so it has no per-request nonce to give it; docs/deploying.md says so.
 */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  // Firebase's realtime counter talks over its websocket (and https) hosts; everything else is same-origin.
  "connect-src 'self' https://*.firebaseio.com wss://*.firebaseio.com https://*.firebasedatabase.app wss://*.firebasedatabase.app",
  'frame-src https://www.youtube.com https://www.youtube-nocookie.com',
  // data: for the demo simulation clips, stored as data: URLs like the demo sign pictures (a clip cannot run script).
  "media-src 'self' data: blob: https:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Development only: GraphiQL is an inline page that loads its editor from a CDN. */
const GRAPHIQL_DEV_CSP = [
  "default-src 'self' https://unpkg.com",
  "script-src 'self' 'unsafe-inline' https://unpkg.com",
  "style-src 'self' 'unsafe-inline' https://unpkg.com",
  "img-src 'self' data: https:",
  "worker-src 'self' blob: https://unpkg.com",
  "frame-ancestors 'none'",
].join('; ');

const HSTS = 'max-age=31536000; includeSubDomains';

/** The same on every response. */
const FIXED_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * Headers on every response, whatever route (or error, or 404) produced it. HSTS only when the request came
 * over TLS (directly, or through a proxy TRUST_PROXY names), as browsers ignore it on plain HTTP anyway.
 */
export function registerSecurityHeaders(app: FastifyInstance, production: boolean) {
  // A callback hook, not an async one: it runs on every response and awaits nothing.
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.headers(FIXED_HEADERS);
    if (req.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    // A route's own, stricter policy (stored media: `default-src 'none'; sandbox`) is kept; X-Frame-Options
    // above keeps those from being framed.
    if (!reply.hasHeader('content-security-policy')) {
      const graphiql =
        !production &&
        req.url.startsWith('/graphql') &&
        String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      reply.header('Content-Security-Policy', graphiql ? GRAPHIQL_DEV_CSP : APP_CSP);
    }
    done(null, payload);
  });
}
