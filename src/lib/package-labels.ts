import type { BenefitType, ServicePackageType, UserServiceStatus } from '@/gql/graphql';

/** SPEC §9: shown for an unlimited quantity, duration or expiry. */
export const UNLIMITED = 'Không giới hạn';

/**
 * SPEC §3 gives Vietnamese labels for HOT_NEWS, OTHER, TRUST_PARTNER and FREE_TRIAL; the other labels
 * are ours, in the same language and style (docs/packages.md).
 */
export const SERVICE_PACKAGE_TYPE_LABELS: Record<ServicePackageType, string> = {
  HOT_NEWS: 'Tin nổi bật',
  TRUST_PARTNER: 'Đối tác uy tín',
  BOOKINGS: 'Booking',
  BOOKINGS_SPECIAL: 'Booking đặc biệt',
  NO_ADS: 'Không quảng cáo',
  NO_ADS_THEORY_AND_SIMULATION: 'Không quảng cáo lý thuyết và mô phỏng',
  NO_GOOGLE_ADS: 'Không quảng cáo Google',
  HAS_GOOGLE_ADS: 'Có quảng cáo Google',
  OTHER: 'Khác',
  FREE_TRIAL: 'Gói dùng thử',
};

export const BENEFIT_TYPE_LABELS: Record<BenefitType, string> = {
  HOT_NEWS: SERVICE_PACKAGE_TYPE_LABELS.HOT_NEWS,
  BOOKINGS: SERVICE_PACKAGE_TYPE_LABELS.BOOKINGS,
  OTHER: SERVICE_PACKAGE_TYPE_LABELS.OTHER,
  TRUST_PARTNER: SERVICE_PACKAGE_TYPE_LABELS.TRUST_PARTNER,
  FREE_TRIAL: SERVICE_PACKAGE_TYPE_LABELS.FREE_TRIAL,
  NO_GOOGLE_ADS: SERVICE_PACKAGE_TYPE_LABELS.NO_GOOGLE_ADS,
  HAS_GOOGLE_ADS: SERVICE_PACKAGE_TYPE_LABELS.HAS_GOOGLE_ADS,
  NO_ADS_THEORY_AND_SIMULATION: SERVICE_PACKAGE_TYPE_LABELS.NO_ADS_THEORY_AND_SIMULATION,
};

/** SPEC §4: a user package is ACTIVE or INACTIVE; other package flags read Active / Inactive. */
export const USER_SERVICE_STATUS_LABELS: Record<UserServiceStatus, string> = {
  ACTIVE: 'ACTIVE',
  INACTIVE: 'INACTIVE',
};

export const activeLabel = (isActive: boolean) => (isActive ? 'Active' : 'Inactive');

/** Ids are UUIDs; lists show the first block, enough to tell rows apart and to search by. */
export const shortId = (id: string) => id.slice(0, 8);
