import { convert } from 'html-to-text';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface BroadcastEmail {
  subject: string;
  html: string;
  text: string;
}

/**
 * One member's copy of a broadcast email: the stored (already sanitised) body, a footer with the
 * unsubscribe link, and a plain-text part made from the same HTML for clients that do not show HTML.
 */
export function broadcastEmailTemplate(safeHtml: string) {
  // The body is the same for every member: converted to text once per batch, not once per message.
  const body = convert(safeHtml, { wordwrap: 78, selectors: [{ selector: 'img', format: 'skip' }] });
  return (subject: string, unsubscribeUrl: string): BroadcastEmail => {
    const link = escapeHtml(unsubscribeUrl);
    const html =
      `<!doctype html><html><body>${safeHtml}` +
      `<hr><p style="font-size:12px;color:#666">Bạn nhận email này vì đã bật thông báo qua email trong ứng dụng KAR. ` +
      `You receive this email because email notifications are on in the KAR app. ` +
      `<a href="${link}">Huỷ đăng ký / Unsubscribe</a></p></body></html>`;
    const text = `${body}\n\n--\nHuỷ đăng ký / Unsubscribe: ${unsubscribeUrl}\n`;
    return { subject, html, text };
  };
}
