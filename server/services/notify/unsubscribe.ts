import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The unsubscribe link of a broadcast email carries the member id and an HMAC of it under the server's
 * auth secret (shared by every instance), so a link cannot be forged for another member and needs no
 * table of tokens.
 */
export function unsubscribeToken(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}`).digest('base64url');
}

export function checkUnsubscribeToken(secret: string, userId: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, userId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const UNSUBSCRIBE_PATH = '/api/v1/unsubscribe';

export function unsubscribeUrl(publicUrl: string, secret: string, userId: string): string {
  const url = new URL(UNSUBSCRIBE_PATH, publicUrl);
  url.searchParams.set('u', userId);
  url.searchParams.set('t', unsubscribeToken(secret, userId));
  return url.toString();
}
