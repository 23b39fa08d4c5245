import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * A device that signed in before: a signed, HttpOnly, long-lived cookie set on every successful sign-in
 * (after the second step for an admin who has one). It names the admin and a random id of the device, and
 * is signed with the auth secret, so nobody can make one without having signed in as that admin. It takes
 * that device out of the account's ceiling (login-throttle.ts): failures from other addresses, however
 * many, never lock the admin out on a device they used before. It grants nothing else: the password, and
 * the second step, are asked as always.
 */
export const DEVICE_COOKIE = 'kar_device';

/** How long a device stays known after its last sign-in (each sign-in sets the cookie again). */
export const DEVICE_TTL_MS = 365 * 24 * 60 * 60_000;

export interface KnownDevice {
  adminId: string;
  deviceId: string;
}

const VERSION = 'd1';

const mac = (secret: string, adminId: string, deviceId: string, issuedS: number) =>
  createHmac('sha256', secret)
    .update(`kar-device\n${adminId}\n${deviceId}\n${String(issuedS)}`)
    .digest('base64url');

/** The cookie's value for `adminId` on the device `deviceId` (a new device when none is given). */
export function signDevice(
  secret: string,
  adminId: string,
  deviceId: string = randomUUID(),
  now: number = Date.now(),
): string {
  const issuedS = Math.floor(now / 1000);
  return [VERSION, adminId, deviceId, String(issuedS), mac(secret, adminId, deviceId, issuedS)].join('.');
}

/** The device a cookie names, when its signature holds and it is younger than DEVICE_TTL_MS; else null. */
export function readDevice(
  secret: string,
  value: string | undefined,
  now: number = Date.now(),
): KnownDevice | null {
  if (!value || value.length > 200) return null;
  const parts = value.split('.');
  if (parts.length !== 5) return null;
  const [version, adminId, deviceId, issued, given] = parts;
  if (version !== VERSION || !adminId || !deviceId || !issued || !given || !/^\d{1,12}$/.test(issued)) {
    return null;
  }
  const issuedS = Number(issued);
  if (now - issuedS * 1000 > DEVICE_TTL_MS) return null;
  const expected = Buffer.from(mac(secret, adminId, deviceId, issuedS));
  const got = Buffer.from(given);
  if (expected.length !== got.length || !timingSafeEqual(expected, got)) return null;
  return { adminId, deviceId };
}
