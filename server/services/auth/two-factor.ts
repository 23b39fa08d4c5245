import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { HOTP, Secret, TOTP } from 'otpauth';

/**
 * Two-step sign-in with time-based one-time codes (RFC 6238), through `otpauth` (docs/versions.md): six
 * digits, SHA-1 and 30-second steps, what every authenticator app reads from the QR code.
 */
export const TOTP_PERIOD_S = 30;
const DIGITS = 6;
const ISSUER = 'KAR Admin';
/** How long the second step of a sign-in may wait for its code. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const RECOVERY_CODE_COUNT = 10;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` address the QR code carries, naming the product and the admin's email. */
export function otpauthUrl(secretBase32: string, email: string): string {
  return new TOTP({
    issuer: ISSUER,
    label: email,
    secret: Secret.fromBase32(secretBase32),
    digits: DIGITS,
    period: TOTP_PERIOD_S,
    algorithm: 'SHA1',
  }).toString();
}

/** The 30-second step `at` falls in. */
export const totpStep = (at = Date.now()) => TOTP.counter({ period: TOTP_PERIOD_S, timestamp: at });

/** The code of one step (tests compute what an authenticator app shows). */
export function totpCode(secretBase32: string, step: number): string {
  return HOTP.generate({ secret: Secret.fromBase32(secretBase32), counter: step, digits: DIGITS });
}

/**
 * The step whose code `code` is, among the current step and the one before (a code typed as it changed),
 * and only if that step is later than `lastStep`, the last one accepted: so a code works once, and a code
 * older than one already used never. Null when it is none of them.
 */
export function acceptedStep(
  secretBase32: string,
  code: string,
  lastStep: number | null,
  at = Date.now(),
): number | null {
  const given = Buffer.from(code.replace(/\s/g, ''));
  if (!/^\d{6}$/.test(given.toString())) return null;
  const now = totpStep(at);
  for (const step of [now, now - 1]) {
    if (lastStep !== null && step <= lastStep) continue;
    const expected = Buffer.from(totpCode(secretBase32, step));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return step;
  }
  return null;
}

/** Ten codes like `k3f9q-7wz2m`: 50 random bits each, in letters and digits that cannot be misread. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5, 10)}`;
  });
}

/** How a recovery code is stored and looked up: typed in any case, with or without its dash. */
export function hashRecoveryCode(code: string): string {
  const normal = code.toLowerCase().replace(/[^a-z0-9]/g, '');
  return createHash('sha256').update(`recovery:${normal}`).digest('hex');
}

/** A recovery code rather than a six-digit code (the verify call takes either). */
export const looksLikeRecoveryCode = (code: string) => /[a-z]/i.test(code);

/**
 * The TOTP secret at rest: AES-256-GCM under a key derived from the auth secret, so a copy of the table
 * alone (a backup, a dump) gives no codes. `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
function keyOf(authSecret: string) {
  return createHash('sha256').update(`totp-secret:${authSecret}`).digest();
}

export function encryptSecret(authSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(authSecret), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptSecret(authSecret: string, stored: string): string {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !data) throw new Error('unreadable two-step secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(authSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
