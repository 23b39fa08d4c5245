import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, useListRoute } from '@/components/data-table/use-list';
import type { ReviewCategoryRowFragment } from '@/gql/graphql';
import { adminGetListReviewCategoriesQueryOptions } from '@/gql/hooks';
import { categoryColumns, readReviewCategoryRow } from './category-columns';
import { useDeleteReviewCategory, useReviewBulk, useSetReviewCategoryActive } from './review-actions';

const CATEGORIES = { one: 'category', many: 'categories' };

/** SPEC §2.2 /category-management: the review categories, with the number of reviews in each. */
export function ReviewCategoriesScreen() {
  const route = useListRoute(getRouteApi('/_admin/category-management/lists'));
  const list = useList(route, {
    query: ({ search }, paging) => adminGetListReviewCategoriesQueryOptions({ keyword: search, ...paging }),
    page: (data) => data.adminGetListReviewCategories,
    row: readReviewCategoryRow,
  });
  const toggle = useSetReviewCategoryActive();
  const { run: remove } = useDeleteReviewCategory();
  const columns = useMemo(() => categoryColumns(list.page, { toggle, remove }), [list.page, toggle, remove]);
  const bulk = useReviewBulk<ReviewCategoryRowFragment>('CATEGORY', CATEGORIES);
  return (
    <ListScreen
      title="Review Categories"
      list={list}
      columns={columns}
      bulk={bulk}
      emptyText={list.search.search ? 'No categories match this search' : 'No review categories yet'}
      addNew="/category-management/create"
      filters={{ searchPlaceholder: 'Search by name' }}
    />
  );
}
