import type { ReportReason } from '@/gql/graphql';

/** SPEC §3 report reasons, in words; the enum value itself is not for reading. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  FRAUD: 'Fraud',
  CAR_STOLEN: 'Car stolen',
  INVALID_SELLER: 'Invalid seller',
  INCORRECT_INFORMATION: 'Incorrect information',
  OTHERS: 'Others',
  OBJECTIONABLE_CONTENT: 'Objectionable content',
};

// Fraud and a stolen car are the reports an admin should read first.
export const SERIOUS_REPORT_REASONS: ReadonlySet<ReportReason> = new Set(['FRAUD', 'CAR_STOLEN']);
