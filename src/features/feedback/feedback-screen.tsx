import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, useListRoute } from '@/components/data-table/use-list';
import { adminListFeedBackQueryOptions } from '@/gql/hooks';
import { useDeleteFeedback } from './feedback-actions';
import { feedbackColumns, readFeedbackRow } from './feedback-columns';

/** SPEC §2.12 Feedbacks: what members wrote to KAR, newest first. */
export function FeedbackScreen() {
  const route = useListRoute(getRouteApi('/_admin/feedback/list'));
  const list = useList(route, {
    query: (_search, paging) => adminListFeedBackQueryOptions(paging),
    page: (data) => data.adminListFeedBack,
    row: readFeedbackRow,
  });
  const { run: remove } = useDeleteFeedback();
  // Built once per page: new cell renderers would remount every row (and lose the focused button).
  const columns = useMemo(() => feedbackColumns(list.page, remove), [list.page, remove]);
  return <ListScreen title="Feedbacks" list={list} columns={columns} emptyText="No feedback yet" />;
}
