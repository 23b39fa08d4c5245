import { SIGN_TYPES } from '../../../src/rules/learning-types';
import {
  POST_CONDITIONS,
  POST_INSPECTIONS,
  POST_MODERATION_REASONS,
  POST_STATUSES,
  POST_TRANSMISSIONS,
} from '../../../src/rules/posts';

// The lists the forms also parse with live in src/rules; the server's names for them are kept here.

/*
 * Enumerated values stored as text (not pg enums) so that adding a value is a code change,
 * not a migration that locks the table. Spellings follow SPEC §3 exactly.
 */
export const postStatuses = POST_STATUSES;
export type PostStatus = (typeof postStatuses)[number];

/** Why an admin rejected or suspended a post (schema PostModerationReason, docs/posts.md). */
export const postModerationReasons = POST_MODERATION_REASONS;
export type PostModerationReason = (typeof postModerationReasons)[number];

export const postConditions = POST_CONDITIONS;
export type PostCondition = (typeof postConditions)[number];

export const transmissions = POST_TRANSMISSIONS;
export type Transmission = (typeof transmissions)[number];

export const inspections = POST_INSPECTIONS;
export type Inspection = (typeof inspections)[number];

export const currencies = ['VND', 'USD'] as const;
export type Currency = (typeof currencies)[number];

export const garageStatuses = ['ACTIVE', 'PENDING', 'REJECT'] as const;
export type GarageStatus = (typeof garageStatuses)[number];

export const parkingStatuses = ['Active', 'Pending', 'Reject'] as const;
export type ParkingStatus = (typeof parkingStatuses)[number];

export const servicePackageTypes = [
  'HOT_NEWS',
  'TRUST_PARTNER',
  'BOOKINGS',
  'BOOKINGS_SPECIAL',
  'NO_ADS',
  'NO_ADS_THEORY_AND_SIMULATION',
  'NO_GOOGLE_ADS',
  'HAS_GOOGLE_ADS',
  'OTHER',
  'FREE_TRIAL',
] as const;
export type ServicePackageType = (typeof servicePackageTypes)[number];

export const benefitTypes = [
  'HOT_NEWS',
  'BOOKINGS',
  'OTHER',
  'TRUST_PARTNER',
  'FREE_TRIAL',
  'NO_GOOGLE_ADS',
  'HAS_GOOGLE_ADS',
  'NO_ADS_THEORY_AND_SIMULATION',
] as const;
export type BenefitType = (typeof benefitTypes)[number];

export const userPackageStatuses = ['ACTIVE', 'INACTIVE'] as const;
export type UserPackageStatus = (typeof userPackageStatuses)[number];

export const buyingNeedStatuses = ['NEW', 'FOLLOWING', 'CONSIDERING', 'CHANGED_MIND', 'HAD_A_CAR'] as const;
export type BuyingNeedStatus = (typeof buyingNeedStatuses)[number];

export const answerTypes = ['SELECT_ONE', 'SELECT_MULTIPLE'] as const;
export type AnswerType = (typeof answerTypes)[number];

export const theoryQuestionTypes = [
  'CRITICAL_POINT',
  'RULE_CONCEPT',
  'TRANSPORT_OPERATION',
  'VEHICLE_STRUCTURE_AND_REPAIR',
  'DRIVING_CULTURE_AND_ETHICS',
  'DRIVING_TECHNIQUE',
  'ROAD_LAYOUT',
  'TRAFFIC_SIGN',
] as const;
export type TheoryQuestionType = (typeof theoryQuestionTypes)[number];

export const simulationTypes = [
  'PRACTICE_EXAM',
  'FREQUENTLY_WRONG',
  'WRONG',
  'CHAPTER_URBAN',
  'CHAPTER_SUBURBAN',
  'CHAPTER_HIGHWAY',
  'CHAPTER_MOUNTAIN',
  'CHAPTER_NATIONAL_ROAD',
  'CHAPTER_REAL_ACCIDENT',
] as const;
export type SimulationType = (typeof simulationTypes)[number];

export const signTypes = SIGN_TYPES;
export type SignType = (typeof signTypes)[number];

/** Transfer request statuses as the SPA shows them: raw lowercase text. */
export const transferStatuses = ['new', 'confirm', 'rejected'] as const;
export type TransferStatus = (typeof transferStatuses)[number];

export const transactionTypes = [
  'DEPOSIT',
  'ADMIN_ADD',
  'POST_CREATE',
  'POST_RENEW',
  'POST_UPDATE',
  'REFERRAL',
  'INVITE',
  'VN_PAY',
  'STRIPE',
  'BANK_TRANSFER',
  'MOMO',
  'KAR_GIVE_AWAY',
] as const;
export type TransactionType = (typeof transactionTypes)[number];

export const reportReasons = [
  'FRAUD',
  'CAR_STOLEN',
  'INVALID_SELLER',
  'INCORRECT_INFORMATION',
  'OTHERS',
  'OBJECTIONABLE_CONTENT',
] as const;
export type ReportReason = (typeof reportReasons)[number];

export const userStatuses = ['ACTIVE', 'DEACTIVATED', 'SUSPENDED', 'TERMINATED', 'DELETED'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const userRoles = [
  'SELLER',
  'GARAGE_OWNER',
  'PARKING_OWNER',
  'LEARN_DRIVER_LICENSE',
  'BUYER',
  'CAR_OWNERSHIP',
] as const;
export type UserRole = (typeof userRoles)[number];

export const languages = ['EN', 'VI'] as const;
export type Language = (typeof languages)[number];

export const notificationKinds = ['email', 'notification'] as const;
export type NotificationKind = (typeof notificationKinds)[number];
export const notificationStatuses = ['queued', 'sending', 'done'] as const;
export type NotificationStatus = (typeof notificationStatuses)[number];
/** One recipient of a broadcast: queued → sending (email handed to SMTP) → sent | failed. */
export const deliveryStatuses = ['queued', 'sending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export const carMetaTypes = ['BRAND', 'MODEL', 'VERSION', 'BODY_TYPE', 'FUEL_TYPE', 'SEAT', 'DOOR'] as const;
export type CarMetaType = (typeof carMetaTypes)[number];
