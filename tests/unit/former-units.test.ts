import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FORMER_PROVINCE_SUCCESSOR, FORMER_PROVINCE_SUCCESSOR_VALUES } from '../../server/kit/former-units';
import { provinces as formerProvinces } from '../../server/seed/data/locations';

interface Units {
  provinces: { code: string; name: string }[];
  wards: { code: string; provinceCode: string }[];
}
const units = JSON.parse(
  readFileSync(new URL('../../server/db/data/vn-administrative-units-2026.json', import.meta.url), 'utf8'),
) as Units;

/** Runs of equal neighbours made one. */
const collapse = (codes: readonly string[]) => codes.filter((c, i) => c !== codes[i - 1]);

describe('the succession of the former provinces (server/kit/former-units.ts)', () => {
  it('names each of the 63 former provinces once, each to a province in force', () => {
    const former = formerProvinces.map((p) => p.code).sort();
    expect(former).toHaveLength(63);
    expect(Object.keys(FORMER_PROVINCE_SUCCESSOR).sort()).toEqual(former);
    const current = new Set(units.provinces.map((p) => p.code));
    expect(current.size).toBe(34);
    expect(Object.values(FORMER_PROVINCE_SUCCESSOR).every((c) => current.has(c))).toBe(true);
    // Every province in force took over at least one, and the one whose code it kept.
    expect(new Set(Object.values(FORMER_PROVINCE_SUCCESSOR))).toEqual(current);
    for (const code of current) expect(FORMER_PROVINCE_SUCCESSOR[code]).toBe(code);
  });

  it('agrees with the ward codes of the data file', () => {
    // A ward in force keeps the code of a ward it was made from, and ward codes were given out province by
    // province in code order. So, walking the wards in code order, the province in force they lie in
    // changes exactly where the successor of the former province changes. Runs of fewer than 5 wards are
    // communes moved across a border and are left out. Hà Tây (28, part of Hà Nội since 2008) still has
    // its block of ward codes after Bắc Ninh (27), all in Hà Nội.
    const wards = [...units.wards].sort((a, b) => a.code.localeCompare(b.code));
    const runs: { province: string; wards: number }[] = [];
    for (const ward of wards) {
      const last = runs.at(-1);
      if (last?.province === ward.provinceCode) last.wards += 1;
      else runs.push({ province: ward.provinceCode, wards: 1 });
    }
    const byWards = collapse(runs.filter((r) => r.wards >= 5).map((r) => r.province));
    const withHaTay: Record<string, string> = { ...FORMER_PROVINCE_SUCCESSOR, '28': '01' };
    const byTable = collapse(
      Object.keys(withHaTay)
        .sort()
        .map((code) => withHaTay[code] ?? ''),
    );
    expect(byWards).toEqual(byTable);
  });

  it('is handed to SQL as two-digit literals only', () => {
    expect(FORMER_PROVINCE_SUCCESSOR_VALUES).toMatch(/^\('\d\d', '\d\d'\)(, \('\d\d', '\d\d'\))*$/);
    expect(FORMER_PROVINCE_SUCCESSOR_VALUES.split('), (')).toHaveLength(63);
  });
});
