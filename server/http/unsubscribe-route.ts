import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { userMetadata } from '../db/schema';
import { checkUnsubscribeToken, UNSUBSCRIBE_PATH } from '../services/notify/unsubscribe';

const page = (text: string) =>
  `<!doctype html><html lang="vi"><meta charset="utf-8"><title>KAR</title><body style="font-family:sans-serif;padding:2rem"><p>${text}</p></body></html>`;

/**
 * The link at the foot of every broadcast email: turns the member's email notification switch off
 * (user_metadata.is_email_notification, the app's own setting), so later broadcasts skip them. GET from
 * the link, POST from a mail client's one-click List-Unsubscribe.
 */
export function registerUnsubscribeRoute(app: FastifyInstance, deps: { db: Db; secret: string }) {
  const handler = async (
    req: { query: unknown; body?: unknown },
    reply: { status(n: number): { type(t: string): { send(b: string): unknown } } },
  ) => {
    const q = (req.query ?? {}) as Record<string, unknown>;
    const userId = typeof q.u === 'string' ? q.u : '';
    const token = typeof q.t === 'string' ? q.t : '';
    if (!/^[0-9a-f-]{36}$/i.test(userId) || !checkUnsubscribeToken(deps.secret, userId, token)) {
      return reply
        .status(400)
        .type('text/html')
        .send(page('Liên kết không hợp lệ. / This link is not valid.'));
    }
    await deps.db
      .update(userMetadata)
      .set({ isEmailNotification: false, updatedAt: new Date() })
      .where(eq(userMetadata.userId, userId));
    return reply
      .status(200)
      .type('text/html')
      .send(page('Bạn đã huỷ nhận email thông báo. / You will no longer receive notification emails.'));
  };
  app.get(UNSUBSCRIBE_PATH, handler);
  app.post(UNSUBSCRIBE_PATH, handler);
}
