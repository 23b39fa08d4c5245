import { Link } from '@tanstack/react-router';
import { Tags } from 'lucide-react';
import { useMemo } from 'react';
import { ListScreen } from '@/components/data-table/list-screen';
import { SelectFilter } from '@/components/data-table/list-controls';
import { useList, type ListRouteProps } from '@/components/data-table/use-list';
import { buttonVariants } from '@/components/ui/button';
import { adminGetListReviewsQueryOptions } from '@/gql/hooks';
import { useDeleteReview, useSetReviewActive } from './review-actions';
import { readReviewRow, reviewColumns } from './review-columns';
import { useReviewCategories } from './review-options';
import type { ReviewsSearch } from './reviews-search';

/** SPEC §2.7 Reviews: search by title, category filter (in the URL), add new, 10 per page. */
export function ReviewsScreen(route: ListRouteProps<ReviewsSearch>) {
  const list = useList(route, {
    query: ({ search, category }, paging) =>
      adminGetListReviewsQueryOptions({ keyword: search, category, ...paging }),
    page: (data) => data.adminGetListReviews,
    row: readReviewRow,
  });
  const toggle = useSetReviewActive();
  const { run: remove } = useDeleteReview();
  const categories = useReviewCategories();
  const columns = useMemo(() => reviewColumns({ toggle, remove }), [toggle, remove]);
  return (
    <ListScreen
      title="Reviews"
      list={list}
      columns={columns}
      dense
      emptyText={
        list.search.search || list.search.category ? 'No reviews match these filters' : 'No reviews yet'
      }
      addNew="/reviews/create"
      actions={
        <Link to="/category-management/lists" className={buttonVariants({ variant: 'outline' })}>
          <Tags aria-hidden="true" /> Categories
        </Link>
      }
      filters={{
        searchPlaceholder: 'Search by title',
        children: (
          <SelectFilter
            label="Category"
            className="w-56"
            placeholder={categories.isLoading ? 'Loading…' : 'All categories'}
            value={list.search.category ?? ''}
            options={categories.options}
            onChange={(e) => list.setFilters({ category: e.target.value || undefined })}
          />
        ),
      }}
    />
  );
}
