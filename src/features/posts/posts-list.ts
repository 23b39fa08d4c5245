import { listCounter, listQuery } from '@/components/data-table/list-count';
import { adminListPostQueryOptions } from '@/gql/hooks';
import { postFilters } from './post-query';
import { postsSearch, type PostsSearch } from './posts-search';

/** The Posts list's operation, once: the screen pages it, a pinned view counts it (docs/saved-views.md). */
export const postsList = listQuery({
  query: (search: PostsSearch, paging) => adminListPostQueryOptions({ ...postFilters(search), ...paging }),
  page: (data) => data.adminListPost,
});

export const postsCounter = listCounter(postsList, postsSearch);
