import type { NotificationTargetScreen, UserRole } from '@/gql/graphql';

/** SPEC §6 audience filter, in order; '' is All. */
export const AUDIENCE_OPTIONS: { value: UserRole | ''; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'BUYERS', label: 'Buyer' },
  { value: 'SELLERS', label: 'Seller' },
  { value: 'GARAGE_OWNER', label: 'Garage Salon Owner' },
  { value: 'PARKING_OWNER', label: 'Parking Owner' },
  { value: 'LICENCE_LEARNER', label: 'Learn Driver License' },
  { value: 'CAR_OWNERSHIP', label: 'Car Ownership' },
];

/** SPEC §9 target screens, in order; Other is the default. */
export const TARGET_SCREEN_OPTIONS: { value: NotificationTargetScreen; label: string }[] = [
  { value: 'OTHER', label: 'Other' },
  { value: 'HOME', label: 'Home' },
  { value: 'BUY', label: 'Buy' },
  { value: 'SERVICES', label: 'Services' },
  { value: 'LICENCE_THEORY_LEARNING', label: 'Licence theory learning' },
  { value: 'SIMULATION_EXAM', label: 'Simulation exam' },
  { value: 'ACCOUNT_SALES_LIST', label: 'Account sales list' },
  { value: 'INVITE_FRIENDS', label: 'Invite friends' },
  { value: 'RATE_APP', label: 'Rate app' },
  { value: 'BALANCE', label: 'Balance' },
  { value: 'MY_CUSTOMERS', label: 'My customers' },
  { value: 'PARKING', label: 'Parking' },
  { value: 'GARAGE_AND_SALON', label: 'Garage and salon' },
  { value: 'COLD_PENALTIES_LOOKUP', label: 'Cold penalties lookup' },
  { value: 'LOAN', label: 'Loan' },
  { value: 'MARKET_PRICE', label: 'Market price' },
  { value: 'NEWS_REVIEW_DETAIL', label: 'News review detail' },
  { value: 'POST_DETAIL', label: 'Post detail' },
];

export const audienceLabel = (role: UserRole | null | undefined) =>
  AUDIENCE_OPTIONS.find((o) => o.value === (role ?? ''))?.label ?? 'All';
export const targetLabel = (screen: NotificationTargetScreen | null | undefined) =>
  TARGET_SCREEN_OPTIONS.find((o) => o.value === screen)?.label ?? 'Other';
export const typeLabel = (type: 'EMAIL' | 'NOTIFICATION') => (type === 'EMAIL' ? 'Email' : 'Notification');

/** One key per opening of a send form: a double-click or a retried request reuses it (docs/notifications.md). */
export const newSendKey = () => crypto.randomUUID();
