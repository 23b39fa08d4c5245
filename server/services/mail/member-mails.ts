/** The member-facing texts: Vietnamese first (the app's main audience), then English. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function compose(subject: string, greeting: string, vi: string[], en: string[]): MailContent {
  const text = [greeting, '', ...vi, '', '---', '', ...en, '', 'KAR'].join('\n');
  const para = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5"><p>${escapeHtml(
    greeting,
  )}</p>${para(vi)}<hr>${para(en)}<p>KAR</p></body></html>`;
  return { subject, text, html };
}

export const greet = (name: string | null) =>
  name ? `Xin chào ${name} / Hello ${name},` : 'Xin chào / Hello,';

export function deactivationMail(name: string | null, reason: string): MailContent {
  return compose(
    'Tài khoản KAR của bạn đã bị vô hiệu hóa / Your KAR account has been deactivated',
    greet(name),
    [
      'Tài khoản KAR của bạn đã bị quản trị viên vô hiệu hóa.',
      `Lý do: ${reason}`,
      'Nếu bạn cho rằng đây là nhầm lẫn, vui lòng trả lời email này hoặc liên hệ bộ phận hỗ trợ của KAR.',
    ],
    [
      'Your KAR account has been deactivated by an administrator.',
      `Reason: ${reason}`,
      'If you believe this is a mistake, reply to this email or contact KAR support.',
    ],
  );
}

export function reactivationMail(name: string | null): MailContent {
  return compose(
    'Tài khoản KAR của bạn đã được kích hoạt lại / Your KAR account has been reactivated',
    greet(name),
    ['Tài khoản KAR của bạn đã được kích hoạt lại. Bạn có thể đăng nhập và sử dụng ứng dụng như trước.'],
    ['Your KAR account has been reactivated. You can sign in and use the app again.'],
  );
}
