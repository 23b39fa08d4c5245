import { defineListSearch, field } from '@/components/data-table/list-search';

// Apart from the screen: the route's validateSearch stays in the entry, the screen loads with the route.
/** The Parking URL query (SPEC §2.5, §2.14): page, search and the creation-date range. */
export const parkingSearch = defineListSearch({
  createFrom: field.day,
  createTo: field.day,
});
export type ParkingSearch = ReturnType<typeof parkingSearch>;
