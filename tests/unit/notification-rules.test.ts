import { describe, expect, it } from 'vitest';
import {
  NO_CONTENT_EN_MESSAGE,
  NO_CONTENT_VI_MESSAGE,
  NO_EMAIL_CONTENT_MESSAGE,
  NO_SENDER_MESSAGE,
  NO_TARGET_ITEM_MESSAGE,
  NO_TITLE_EN_MESSAGE,
  NO_TITLE_VI_MESSAGE,
  sendEmailFormSchema,
  sendNotificationFormSchema,
  sendNotificationSchema,
} from '../../src/rules/notification';

const filled = {
  sendAll: false,
  userIds: ['3f8e2a1c-5b7d-4c9e-8a6f-1d2e3c4b5a69'],
  role: '' as const,
  titleVi: 'a',
  titleEn: 'b',
  contentVi: 'c',
  contentEn: 'd',
  type: 'OTHER' as const,
  tagetId: '',
};
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('notification rules (SPEC §5)', () => {
  it('gives the five hints of an empty form, in order', () => {
    const r = sendNotificationFormSchema.safeParse({
      ...filled,
      userIds: [],
      titleVi: ' ',
      titleEn: '',
      contentVi: '',
      contentEn: '',
    });
    expect(messages(r)).toEqual([
      NO_TITLE_VI_MESSAGE,
      NO_TITLE_EN_MESSAGE,
      NO_CONTENT_VI_MESSAGE,
      NO_CONTENT_EN_MESSAGE,
      NO_SENDER_MESSAGE,
    ]);
    expect(messages(sendNotificationFormSchema.safeParse({ ...filled, userIds: [] }))).toEqual([
      NO_SENDER_MESSAGE,
    ]);
  });

  it('takes Send all instead of picked members', () => {
    expect(sendNotificationFormSchema.safeParse({ ...filled, userIds: [], sendAll: true }).success).toBe(
      true,
    );
  });

  it('needs the item for News review detail and Post detail only', () => {
    for (const type of ['NEWS_REVIEW_DETAIL', 'POST_DETAIL'] as const) {
      expect(messages(sendNotificationFormSchema.safeParse({ ...filled, type }))).toEqual([
        NO_TARGET_ITEM_MESSAGE,
      ]);
      expect(sendNotificationFormSchema.safeParse({ ...filled, type, tagetId: 'x' }).success).toBe(true);
    }
    expect(sendNotificationFormSchema.safeParse({ ...filled, type: 'HOME' }).success).toBe(true);
  });

  it('reads the audience All as no role', () => {
    const r = sendNotificationSchema.parse({ ...filled, role: '' });
    expect(r.role).toBeNull();
  });

  it("calls an empty editor no content: 'You don't have content yet'", () => {
    const email = { sendAll: true, userIds: [], role: '', titleVi: 'a', titleEn: 'b' };
    expect(messages(sendEmailFormSchema.safeParse({ ...email, contentVi: '<p></p>' }))).toEqual([
      NO_EMAIL_CONTENT_MESSAGE,
    ]);
    expect(sendEmailFormSchema.safeParse({ ...email, contentVi: '<p>x</p>' }).success).toBe(true);
  });
});
