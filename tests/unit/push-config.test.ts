import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushConfigFromEnv, pushMessage } from '../../server/services/notify/push';

describe('push settings (docs/notifications.md, Push)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kar-push-config-'));
    await writeFile(path.join(dir, 'sa.json'), JSON.stringify({ type: 'service_account' }));
    await writeFile(path.join(dir, 'user.json'), JSON.stringify({ type: 'authorized_user' }));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('takes FIREBASE_SERVICE_ACCOUNT first, else a service-account GOOGLE_APPLICATION_CREDENTIALS', () => {
    const sa = path.join(dir, 'sa.json');
    const user = path.join(dir, 'user.json');
    expect(pushConfigFromEnv({})).toBeUndefined();
    expect(pushConfigFromEnv({ FIREBASE_SERVICE_ACCOUNT: ' /x.json ' })).toEqual({
      serviceAccountPath: '/x.json',
    });
    expect(pushConfigFromEnv({ GOOGLE_APPLICATION_CREDENTIALS: sa })).toEqual({ serviceAccountPath: sa });
    // A developer's own login or a missing file is not a service account: push stays off.
    expect(pushConfigFromEnv({ GOOGLE_APPLICATION_CREDENTIALS: user })).toBeUndefined();
    expect(
      pushConfigFromEnv({ GOOGLE_APPLICATION_CREDENTIALS: path.join(dir, 'none.json') }),
    ).toBeUndefined();
  });
});

describe('the push message', () => {
  const n = {
    title_vi: 'Tiêu đề',
    title_en: 'Title',
    content_vi: 'ư'.repeat(3000),
    content_en: 'Short',
    target_screen: null,
    taget_id: null,
  };

  it('keeps the body under FCM’s payload limit, and defaults the screen to OTHER', () => {
    const vi = pushMessage('n1', n, { user_id: 'u1', language: null });
    expect(Buffer.byteLength(vi.notification?.body ?? '')).toBeLessThanOrEqual(2800);
    expect(vi.notification?.body?.endsWith('…')).toBe(true);
    expect(vi.notification?.title).toBe('Tiêu đề');
    expect(vi.data).toEqual({ notificationId: 'n1', targetScreen: 'OTHER' });
    const en = pushMessage('n1', n, { user_id: 'u1', language: 'EN' });
    expect(en.notification).toEqual({ title: 'Title', body: 'Short' });
  });
});
