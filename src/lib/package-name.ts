import type { ServicePackageType } from '@/gql/graphql';
import { UNLIMITED } from './package-labels';

/** What a package counts, by type (docs/packages.md explains the reading of SPEC §2.9 and §3). */
export type PackageUnit = 'booking' | 'tin' | 'no-ads' | 'ngay';

export function packageUnit(type: ServicePackageType): PackageUnit {
  switch (type) {
    case 'BOOKINGS':
    case 'BOOKINGS_SPECIAL':
      return 'booking';
    case 'HOT_NEWS':
      return 'tin';
    case 'NO_ADS':
    case 'NO_ADS_THEORY_AND_SIMULATION':
    case 'NO_GOOGLE_ADS':
      return 'no-ads';
    case 'TRUST_PARTNER':
    case 'HAS_GOOGLE_ADS':
    case 'OTHER':
    case 'FREE_TRIAL':
      return 'ngay';
  }
}

const amount = (n: number | null | undefined) => (n == null ? UNLIMITED.toLowerCase() : String(n));

/**
 * SPEC §2.9: 'Gói {quantity} booking', 'Gói {quantity} tin', 'Gói không quảng cáo' or 'Gói {day} ngày'.
 * An absent quantity or day is unlimited, so it reads 'Gói không giới hạn booking' and so on.
 */
export function packageName(p: {
  type: ServicePackageType;
  quantity?: number | null;
  day?: number | null;
}): string {
  switch (packageUnit(p.type)) {
    case 'booking':
      return `Gói ${amount(p.quantity)} booking`;
    case 'tin':
      return `Gói ${amount(p.quantity)} tin`;
    case 'no-ads':
      return 'Gói không quảng cáo';
    case 'ngay':
      return `Gói ${amount(p.day)} ngày`;
  }
}

/** A count or a number of days as shown in lists: the number, or 'Không giới hạn' when absent. */
export function formatCount(n: number | null | undefined): string {
  return n == null ? UNLIMITED : n.toLocaleString('en-US');
}

/** SPEC §2.9: remaining is quantity minus used (never below 0); absent quantity is unlimited. */
export function remaining(p: { quantity?: number | null; used: number }): number | null {
  return p.quantity == null ? null : Math.max(0, p.quantity - p.used);
}
