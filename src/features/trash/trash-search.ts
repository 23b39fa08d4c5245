import { defineListSearch } from '@/components/data-table/list-search';

// Apart from the screen: a route's validateSearch stays in the entry, the screen loads with the route.
/** A Trash list's URL query: the page (the Trash is read latest deleted first, without search). */
export const trashSearch = defineListSearch({});
