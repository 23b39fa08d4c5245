import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { RowLink } from '@/components/data-table/row-link';
import { useCan } from '@/components/layout/permissions';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, useListRoute } from '@/components/data-table/use-list';
import { buttonVariants } from '@/components/ui/button';
import { postColumns, readPostRow } from './post-columns';
import { usePostBulk } from './post-bulk-actions';
import { postFilterRow } from './post-filters';
import { postsList } from './posts-list';

/** SPEC §2.13 Posts: every post, filtered by search, poster, location, brand, status and dates. */
export function PostsScreen() {
  const route = useListRoute(getRouteApi('/_admin/post-management/list'));
  const list = useList(route, { ...postsList, row: readPostRow });
  // Check opens the post to moderate it: a role that only reads posts is offered View alone.
  const mayModerate = useCan('posts.moderate');
  const columns = useMemo(() => postColumns(list.page, mayModerate), [list.page, mayModerate]);
  const bulk = usePostBulk();
  return (
    <ListScreen
      title="Posts"
      list={list}
      columns={columns}
      bulk={bulk}
      dense
      emptyText="No posts match these filters"
      addNew="/post-management/create"
      actions={
        <RowLink to="/post-management/review" className={buttonVariants({ variant: 'outline' })}>
          Needs review
        </RowLink>
      }
      filters={postFilterRow(list.search, list.setFilters)}
    />
  );
}
