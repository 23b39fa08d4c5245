import { listCounter, listQuery } from '@/components/data-table/list-count';
import { adminGetListReportPostQueryOptions } from '@/gql/hooks';
import { reportPostSearch, type ReportPostSearch } from './feedback-search';

/** The Reported Posts list's operation, once: the screen pages it, a pinned view counts it (docs/saved-views.md). */
export const reportPostList = listQuery({
  query: (_search: ReportPostSearch, paging) => adminGetListReportPostQueryOptions(paging),
  page: (data) => data.adminGetListReportPost,
});

export const reportPostCounter = listCounter(reportPostList, reportPostSearch);
