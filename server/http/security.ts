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

export function registerSecurityHeaders(app: FastifyInstance, production: boolean) {
  app.addHook('onSend', async (req, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('X-Frame-Options', 'DENY');
    if (!req.url.startsWith('/media/') && !reply.hasHeader('content-security-policy') && production) {
      reply.header(
        'Content-Security-Policy',
        // Firebase's realtime counter needs its websocket/long-poll hosts; everything else is same-origin.
        // The HEIC decoder (heic-to) runs in a worker it builds from a blob: URL.
        "default-src 'self'; img-src 'self' data: blob: https:; style-src 'self' 'unsafe-inline'; " +
          "worker-src 'self' blob:; " +
          "connect-src 'self' https://*.firebaseio.com wss://*.firebaseio.com https://*.firebasedatabase.app wss://*.firebasedatabase.app; " +
          "frame-src https://www.youtube.com https://www.youtube-nocookie.com; media-src 'self' blob: https:; " +
          "object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
      );
    }
  });
}
