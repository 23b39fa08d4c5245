import { defineListSearch, field } from '@/components/data-table/list-search';
import { SIGN_TYPES } from '@/rules/learning-types';

// Apart from the screen: the route's validateSearch stays in the entry, the screen loads with the route.
/** The Traffic Signs URL query (SPEC §2.5): page, search and the Type filter. */
export const trafficSignSearch = defineListSearch({ type: field.oneOf(SIGN_TYPES) });
export type TrafficSignSearch = ReturnType<typeof trafficSignSearch>;
