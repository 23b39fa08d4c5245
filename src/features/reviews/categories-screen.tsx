import { useMemo } from 'react';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, type ListRouteProps } from '@/components/data-table/use-list';
import { adminGetListReviewCategoriesQueryOptions } from '@/gql/hooks';
import { categoryColumns, readReviewCategoryRow } from './category-columns';
import { useDeleteReviewCategory, useSetReviewCategoryActive } from './review-actions';
import type { ReviewCategoriesSearch } from './reviews-search';

/** SPEC §2.2 /category-management: the review categories, with the number of reviews in each. */
export function ReviewCategoriesScreen(route: ListRouteProps<ReviewCategoriesSearch>) {
  const list = useList(route, {
    query: ({ search }, paging) => adminGetListReviewCategoriesQueryOptions({ keyword: search, ...paging }),
    page: (data) => data.adminGetListReviewCategories,
    row: readReviewCategoryRow,
  });
  const toggle = useSetReviewCategoryActive();
  const { run: remove } = useDeleteReviewCategory();
  const columns = useMemo(() => categoryColumns(list.page, { toggle, remove }), [list.page, toggle, remove]);
  return (
    <ListScreen
      title="Review Categories"
      list={list}
      columns={columns}
      emptyText={list.search.search ? 'No categories match this search' : 'No review categories yet'}
      addNew="/category-management/create"
      filters={{ searchPlaceholder: 'Search by name' }}
    />
  );
}
