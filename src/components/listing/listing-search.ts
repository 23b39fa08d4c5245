import { defineListSearch, field } from '@/components/data-table/list-search';
import type { Paging } from '@/components/data-table/use-list';

// Apart from the screens: the routes' validateSearch stays in the entry (docs/adding-a-screen.md).
/**
 * The URL query of the garage, driving-centre and parking lists (SPEC §2.5): page, search, the
 * creation-day range and the address units (codes). district stays readable for an older link.
 */
export const listingSearch = defineListSearch({
  createFrom: field.day,
  createTo: field.day,
  province: field.text,
  district: field.text,
  ward: field.text,
});
export type ListingSearch = ReturnType<typeof listingSearch>;

/** The list operation's filter variables for a search (the keyword is trimmed by the URL parser). */
export const listingFilters = (search: ListingSearch) => ({
  keyword: search.search,
  createFrom: search.createFrom,
  createTo: search.createTo,
  province: search.province,
  district: search.district,
  ward: search.ward,
});

/**
 * The page and order of a listing operation: these three lists carry the order as `order`, since SPEC
 * already names their `sort` (NEAREST, LATEST, RATING_*).
 */
export const listingPaging = ({ sort, ...page }: Paging) => ({ ...page, order: sort });

/** Whether any filter is set: the empty list then says nothing matches rather than that there is none yet. */
export const listingFiltered = (search: ListingSearch) =>
  Boolean(search.search || search.province || search.ward || search.createFrom || search.createTo);
