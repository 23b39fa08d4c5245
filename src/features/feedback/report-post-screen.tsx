import { useMemo } from 'react';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, type ListRouteProps } from '@/components/data-table/use-list';
import { adminGetListReportPostQueryOptions } from '@/gql/hooks';
import { readReportPostRow, reportPostColumns } from './report-post-columns';
import type { ReportPostSearch } from './feedback-search';

/** SPEC §2.12 Reported Posts: what buyers reported, newest first, read-only. */
export function ReportPostScreen(route: ListRouteProps<ReportPostSearch>) {
  const list = useList(route, {
    query: (_search, paging) => adminGetListReportPostQueryOptions(paging),
    page: (data) => data.adminGetListReportPost,
    row: readReportPostRow,
  });
  const columns = useMemo(() => reportPostColumns(list.page), [list.page]);
  return (
    <ListScreen title="Reported Posts" list={list} columns={columns} emptyText="No reported posts yet" />
  );
}
