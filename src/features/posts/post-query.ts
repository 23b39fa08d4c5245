import type { AdminListPostQueryVariables } from '@/gql/graphql';
import type { PostsSearch } from './posts-search';

/** SPEC §9: the posts' search and location apply once typing pauses this long, without Enter. */
export const POST_SEARCH_DEBOUNCE_MS = 1000;

/** What adminListPost is asked for this URL (SPEC §7: titleAndPostId, status, dates, userId, location, brand). */
export function postFilters(search: PostsSearch): Omit<AdminListPostQueryVariables, 'skip' | 'take'> {
  return {
    titleAndPostId: search.search,
    status: search.status,
    createFrom: search.createFrom,
    createTo: search.createTo,
    userId: search.userId,
    location: search.location,
    brand: search.brand,
  };
}
