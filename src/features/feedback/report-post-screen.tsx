import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, useListRoute } from '@/components/data-table/use-list';
import { readReportPostRow, reportPostColumns } from './report-post-columns';
import { reportPostList } from './report-post-list';

/** SPEC §2.12 Reported Posts: what buyers reported, newest first, read-only. */
export function ReportPostScreen() {
  const route = useListRoute(getRouteApi('/_admin/feedback/reported-posts'));
  const list = useList(route, { ...reportPostList, row: readReportPostRow });
  const columns = useMemo(() => reportPostColumns(list.page), [list.page]);
  return (
    <ListScreen title="Reported Posts" list={list} columns={columns} emptyText="No reported posts yet" />
  );
}
