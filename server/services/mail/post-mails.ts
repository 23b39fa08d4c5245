import { compose, greet, type MailContent } from './member-mails';

/** A moderation decision as the seller is told it: in the app (notification row) and by email. */
export interface PostDecisionMessage {
  titleVi: string;
  titleEn: string;
  contentVi: string;
  contentEn: string;
}

export type PostDecision = 'approve' | 'approve_edit' | 'reject' | 'reject_edit' | 'suspend' | 'restore';

/** The seller's texts for one decision; `note` is the admin's note (reject and suspend only). */
export function postDecisionMessage(
  decision: PostDecision,
  title: string,
  note: string | null,
): PostDecisionMessage {
  const q = `"${title}"`;
  const why = (vi: string, en: string) => ({
    vi: note ? `${vi} Lý do: ${note}` : vi,
    en: note ? `${en} Reason: ${note}` : en,
  });
  switch (decision) {
    case 'approve':
      return {
        titleVi: 'Tin đăng đã được duyệt',
        titleEn: 'Your post is approved',
        contentVi: `Tin đăng ${q} của bạn đã được duyệt và đang hiển thị.`,
        contentEn: `Your post ${q} is approved and now visible.`,
      };
    case 'approve_edit':
      return {
        titleVi: 'Nội dung sửa đã được duyệt',
        titleEn: 'Your edit is approved',
        contentVi: `Nội dung sửa của tin đăng ${q} đã được duyệt và đang hiển thị.`,
        contentEn: `Your edit of the post ${q} is approved and now visible.`,
      };
    case 'reject': {
      const t = why(`Tin đăng ${q} của bạn không được duyệt.`, `Your post ${q} was not approved.`);
      return {
        titleVi: 'Tin đăng không được duyệt',
        titleEn: 'Your post was not approved',
        contentVi: t.vi,
        contentEn: t.en,
      };
    }
    case 'reject_edit': {
      const t = why(
        `Nội dung sửa của tin đăng ${q} không được duyệt; tin đăng vẫn hiển thị như trước.`,
        `Your edit of the post ${q} was not approved; the post stays as it was.`,
      );
      return {
        titleVi: 'Nội dung sửa không được duyệt',
        titleEn: 'Your edit was not approved',
        contentVi: t.vi,
        contentEn: t.en,
      };
    }
    case 'suspend': {
      const t = why(`Tin đăng ${q} của bạn đã bị tạm ngưng hiển thị.`, `Your post ${q} has been suspended.`);
      return {
        titleVi: 'Tin đăng bị tạm ngưng',
        titleEn: 'Your post is suspended',
        contentVi: t.vi,
        contentEn: t.en,
      };
    }
    case 'restore':
      return {
        titleVi: 'Tin đăng đã được hiển thị lại',
        titleEn: 'Your post is visible again',
        contentVi: `Tin đăng ${q} của bạn đã được hiển thị lại.`,
        contentEn: `Your post ${q} is visible again.`,
      };
  }
}

/** The email of a decision: the same words as the notification, Vietnamese first. */
export function postDecisionMail(name: string | null, m: PostDecisionMessage): MailContent {
  return compose(`${m.titleVi} / ${m.titleEn}`, greet(name), [m.contentVi], [m.contentEn]);
}
