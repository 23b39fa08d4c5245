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
 * Where the dashboard's app-hit counter may connect (docs/firebase.md): the scheme and host of the Realtime
 * Database URL the SPA was built with, over https and its websocket, or nothing when it was built without
 * one. Only the parsed origin goes into the policy, so no value can add a directive of its own.
 */
export function firebaseConnectSources(databaseUrl: string | undefined): string[] {
  if (!databaseUrl) return [];
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return [];
  }
  if (url.protocol === 'https:') return [`https://${url.host}`, `wss://${url.host}`];
  // A local emulator (docs/firebase.md, Tests) speaks plain http and ws.
  if (url.protocol === 'http:') return [`http://${url.host}`, `ws://${url.host}`];
  return [];
}

/**
 * The SPA's policy: scripts only from our origin (Vite emits no inline script), nothing may frame us.
 * style-src keeps 'unsafe-inline' because Radix's scroll lock (react-remove-scroll) adds a <style> element at
 * run time and the SPA is static, so it has no per-request nonce to give it; docs/deploying.md says so.
 * connect-src names the one Firebase Realtime Database the build uses, not every Firebase host.
 */
export function appCsp(firebaseDatabaseUrl: string | undefined) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    ['connect-src', "'self'", ...firebaseConnectSources(firebaseDatabaseUrl)].join(' '),
    'frame-src https://www.youtube.com https://www.youtube-nocookie.com',
    // data: for the demo simulation clips, stored as data: URLs like the demo sign pictures (a clip cannot run script).
    "media-src 'self' data: blob: https:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Browser features the app never asks for, denied to it and to every frame it embeds. Left out on purpose:
 * clipboard-write (the copy buttons), and accelerometer, gyroscope, encrypted-media, picture-in-picture and
 * fullscreen, which the YouTube player's `allow` hands its frame (src/features/review-videos).
 */
export const PERMISSIONS_POLICY = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'display-capture',
  'magnetometer',
  'xr-spatial-tracking',
  'screen-wake-lock',
  'idle-detection',
  'publickey-credentials-get',
  'browsing-topics',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Answers that may carry a session's data (GraphQL, and the REST API under /api/ behind a session): no
 * browser, proxy or CDN may keep a copy, whatever the status, method or path through the server.
 */
export function isPrivatePath(url: string) {
  return /^\/(graphql|api)(\/|\?|$)/.test(url);
}

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
  'Permissions-Policy': PERMISSIONS_POLICY,
};

/**
 * Headers on every response, whatever route (or error, or 404) produced it. HSTS only when the request came
 * over TLS (directly, or through a proxy TRUST_PROXY names), as browsers ignore it on plain HTTP anyway.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { production: boolean; firebaseDatabaseUrl: string | undefined },
) {
  const csp = appCsp(opts.firebaseDatabaseUrl);
  // A callback hook, not an async one: it runs on every response and awaits nothing.
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.headers(FIXED_HEADERS);
    if (req.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    // Here rather than in each route, so yoga's answers, the direct path's, the CSRF refusal and a 413 from
    // the body parser are covered alike.
    if (isPrivatePath(req.url)) reply.header('Cache-Control', 'no-store');
    // A route's own, stricter policy (stored media: `default-src 'none'; sandbox`) is kept; X-Frame-Options
    // above keeps those from being framed.
    if (!reply.hasHeader('content-security-policy')) {
      const graphiql =
        !opts.production &&
        req.url.startsWith('/graphql') &&
        String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      reply.header('Content-Security-Policy', graphiql ? GRAPHIQL_DEV_CSP : csp);
    }
    done(null, payload);
  });
}
