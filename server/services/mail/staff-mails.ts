import type { MailContent } from './member-mails';

/** The staff-facing texts (docs/staff.md): English, as the admin itself is. */
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function staffMail(subject: string, lines: string[], link?: { url: string; text: string }): MailContent {
  const text = [...lines, ...(link ? ['', `${link.text}: ${link.url}`] : []), '', 'KAR Admin'].join('\n');
  const para = lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
  const anchor = link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.text)}</a></p>` : '';
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${para}${anchor}<p>KAR Admin</p></body></html>`;
  return { subject, text, html };
}

export function inviteMail(
  name: string,
  inviter: string,
  role: string,
  url: string,
  expiresAt: Date,
): MailContent {
  return staffMail(
    'You are invited to KAR Admin',
    [
      `Hello ${name},`,
      `${inviter} invited you to KAR Admin as ${role}.`,
      `Open the link below to choose your password. It works once, until ${expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    ],
    { url, text: 'Accept the invitation' },
  );
}

export function resetMail(name: string, url: string, minutes: number): MailContent {
  return staffMail(
    'Reset your KAR Admin password',
    [
      `Hello ${name},`,
      'Someone (we hope you) asked to reset the password of your KAR Admin account.',
      `Open the link below within ${minutes} minutes to choose a new one. It works once. If you did not ask, ignore this email: your password stays as it is.`,
    ],
    { url, text: 'Choose a new password' },
  );
}

/**
 * To the owner of an account that reached the sign-in ceiling (server/services/auth/login-throttle.ts), at
 * most once an hour. No link: a mail that asks to click something after an attack is what phishing looks like.
 */
export function ceilingMail(name: string, ceiling: number, minutes: number): MailContent {
  return staffMail('Many failed sign-ins to your KAR Admin account', [
    `Hello ${name},`,
    `Your KAR Admin account has just had ${ceiling} failed sign-ins within a minute from devices it has not signed in on before.`,
    `Such devices now wait up to ${minutes} minute${minutes === 1 ? '' : 's'} between tries. Devices you signed in on before are not held back: you can sign in as usual.`,
    'If this was not you, someone may be guessing your password. Choose a new one if it is used anywhere else, and turn on two-step sign-in. This email is sent at most once an hour.',
  ]);
}
