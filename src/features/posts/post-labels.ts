import type { Condition, Inspection, Transmission } from '@/gql/graphql';

/** SPEC §3 enums in words; the enum value itself is not for reading. */
export const CONDITION_LABELS: Record<Condition, string> = {
  NEW: 'New',
  USED: 'Used',
  OLD: 'Old',
  NEAR_NEW_AND_DEMO: 'Near new and demo',
};

export const TRANSMISSION_LABELS: Record<Transmission, string> = {
  AUTOMATIC: 'Automatic',
  MANUAL: 'Manual',
  AMT: 'AMT',
};

export const INSPECTION_LABELS: Record<Inspection, string> = {
  INSPECTED: 'Inspected',
  CERTIFIED: 'Certified',
  OTHERS: 'Others',
  CHECK_WITH_SELLER: 'Check with seller',
};

/** 'Yes' or 'No' for a flag on the detail page. */
export const yesNo = (flag: boolean | null | undefined) => (flag ? 'Yes' : 'No');

/** A label for a value that may be missing. */
export function labelOf<K extends string>(labels: Record<K, string>, value: K | null | undefined) {
  return value ? labels[value] : '-';
}
