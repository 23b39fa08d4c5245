import { describe, expect, it } from 'vitest';
import { DEVICE_TTL_MS, readDevice, signDevice } from '../../server/services/auth/known-device';

const SECRET = 'a-test-secret-that-is-long-enough-1234';
const ADMIN = '3f8e2a1c-5b7d-4c9e-8a6f-1d2e3c4b5a69';
const NOW = Date.UTC(2026, 10, 28, 12);

describe('the known-device cookie', () => {
  it('names the admin and the device it was signed for, and keeps a device id it is given', () => {
    const fresh = readDevice(SECRET, signDevice(SECRET, ADMIN, undefined, NOW), NOW);
    expect(fresh?.adminId).toBe(ADMIN);
    expect(fresh?.deviceId).toMatch(/^[0-9a-f-]{36}$/);
    const again = signDevice(SECRET, ADMIN, fresh?.deviceId, NOW + 1000);
    expect(readDevice(SECRET, again, NOW + 1000)).toEqual(fresh);
  });

  it('is refused when altered, signed with another secret, malformed or a year old', () => {
    const value = signDevice(SECRET, ADMIN, 'device-1', NOW);
    const [v, admin, device, issued, mac] = value.split('.');
    const other = '00000000-0000-4000-8000-000000000000';
    expect(readDevice(SECRET, [v, other, device, issued, mac].join('.'), NOW)).toBeNull();
    expect(readDevice(SECRET, [v, admin, 'device-2', issued, mac].join('.'), NOW)).toBeNull();
    expect(readDevice(SECRET, [v, admin, device, String(NOW / 1000 + 5), mac].join('.'), NOW)).toBeNull();
    expect(readDevice(`${SECRET}x`, value, NOW)).toBeNull();
    for (const bad of [undefined, '', 'garbage', `${value}.x`, value.slice(0, -1)]) {
      expect(readDevice(SECRET, bad, NOW)).toBeNull();
    }
    expect(readDevice(SECRET, value, NOW + DEVICE_TTL_MS - 1000)).not.toBeNull();
    expect(readDevice(SECRET, value, NOW + DEVICE_TTL_MS + 1000)).toBeNull();
  });
});
