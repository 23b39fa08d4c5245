import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, useListRoute } from '@/components/data-table/use-list';
import { adminGetListReviewVideosQueryOptions } from '@/gql/hooks';
import { useDeleteReviewVideo } from './review-video-actions';
import { readReviewVideoRow, reviewVideoColumns } from './review-video-columns';

/** SPEC §2.7 Review videos, 10 per page, searchable by title. */
export function ReviewVideosScreen() {
  const route = useListRoute(getRouteApi('/_admin/reviews/video/list'));
  const list = useList(route, {
    query: ({ search }, paging) => adminGetListReviewVideosQueryOptions({ keyword: search, ...paging }),
    page: (data) => data.adminGetListReviewVideos,
    row: readReviewVideoRow,
  });
  const { run: remove } = useDeleteReviewVideo();
  const columns = useMemo(() => reviewVideoColumns(list.page, remove), [list.page, remove]);
  return (
    <ListScreen
      title="Reviews Video"
      label="Review videos"
      list={list}
      columns={columns}
      emptyText={list.search.search ? 'No review videos match this search' : 'No review videos yet'}
      addNew="/reviews/video/create"
      filters={{ searchPlaceholder: 'Search by title' }}
    />
  );
}
