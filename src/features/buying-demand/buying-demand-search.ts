import { defineListSearch, field } from '@/components/data-table/list-search';

// Apart from the screens: the routes' validateSearch stays in the entry, the screens load with the routes.
/** The Buying Demand URL query (SPEC §2.5): page and search. */
export const buyingDemandSearch = defineListSearch();
export type BuyingDemandSearch = ReturnType<typeof buyingDemandSearch>;

// The enum's values written out: this file loads with the app's entry, so it takes nothing from rules.
const STATUSES = ['NEW', 'FOLLOWING', 'CONSIDERING', 'CHANGED_MIND', 'HAD_A_CAR'] as const;

/**
 * The Buying Customer URL query (SPEC §2.10, §7): page and search, plus userId and status, which the
 * screen reads from the URL and shows in its disabled filters but does not send.
 */
export const buyingCustomerSearch = defineListSearch({
  userId: field.text,
  status: field.oneOf(STATUSES),
});
export type BuyingCustomerSearch = ReturnType<typeof buyingCustomerSearch>;
