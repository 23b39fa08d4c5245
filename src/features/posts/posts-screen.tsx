import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, type ListRouteProps } from '@/components/data-table/use-list';
import { buttonVariants } from '@/components/ui/button';
import { adminListPostQueryOptions } from '@/gql/hooks';
import { postColumns, readPostRow } from './post-columns';
import { postFilterRow } from './post-filters';
import { postFilters } from './post-query';
import type { PostsSearch } from './posts-search';

/** SPEC §2.13 Posts: every post, filtered by search, poster, location, brand, status and dates. */
export function PostsScreen(route: ListRouteProps<PostsSearch>) {
  const list = useList(route, {
    query: (search, paging) => adminListPostQueryOptions({ ...postFilters(search), ...paging }),
    page: (data) => data.adminListPost,
    row: readPostRow,
  });
  const columns = useMemo(() => postColumns(list.page), [list.page]);
  return (
    <ListScreen
      title="Posts"
      list={list}
      columns={columns}
      dense
      emptyText="No posts match these filters"
      addNew="/post-management/create"
      actions={
        <Link to="/post-management/review" className={buttonVariants({ variant: 'outline' })}>
          Needs review
        </Link>
      }
      filters={postFilterRow(list.search, list.setFilters)}
    />
  );
}
