import { Link, getRouteApi } from '@tanstack/react-router';
import { Tags } from 'lucide-react';
import { useMemo } from 'react';
import { ListScreen } from '@/components/data-table/list-screen';
import { SelectFilter } from '@/components/data-table/list-controls';
import { useList, useListRoute } from '@/components/data-table/use-list';
import { buttonVariants } from '@/components/ui/button';
import type { ReviewRowFragment } from '@/gql/graphql';
import { useDeleteReview, useReviewBulk, useSetReviewActive } from './review-actions';
import { readReviewRow, reviewColumns } from './review-columns';
import { reviewsList } from './reviews-list';
import { useReviewCategories } from './review-options';

const REVIEWS = { one: 'review', many: 'reviews' };

/** SPEC §2.7 Reviews: search by title, category filter (in the URL), add new, 10 per page. */
export function ReviewsScreen() {
  const route = useListRoute(getRouteApi('/_admin/reviews/list'));
  const list = useList(route, { ...reviewsList, row: readReviewRow });
  const toggle = useSetReviewActive();
  const { run: remove } = useDeleteReview();
  const categories = useReviewCategories();
  const columns = useMemo(() => reviewColumns({ toggle, remove }), [toggle, remove]);
  const bulk = useReviewBulk<ReviewRowFragment>('REVIEW', REVIEWS);
  return (
    <ListScreen
      title="Reviews"
      list={list}
      columns={columns}
      bulk={bulk}
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
