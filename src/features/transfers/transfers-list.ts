import { listCounter, listQuery } from '@/components/data-table/list-count';
import type { Paging } from '@/components/data-table/use-list';
import { adminListUserTransferRequestQueryOptions } from '@/gql/hooks';
import { transfersFilterSchema } from '@/rules/transfers';
import { statusToQuery, transfersSearch, type TransfersSearch } from './transfers-search';

/** What the server is asked for; an inverted date range is shown by the filters and not sent. */
function variables(search: TransfersSearch, paging: Paging) {
  const valid = transfersFilterSchema.safeParse({
    keyword: search.search,
    createFrom: search.createFrom,
    createTo: search.createTo,
  });
  const filters = valid.success
    ? { keyword: valid.data.keyword, createFrom: valid.data.createFrom, createTo: valid.data.createTo }
    : { keyword: search.search };
  return { ...filters, status: statusToQuery(search.status), ...paging };
}

/** The Transfer Request list's operation, once: the screen pages it, a pinned view counts it (docs/saved-views.md). */
export const transfersList = listQuery({
  query: (search: TransfersSearch, paging) =>
    adminListUserTransferRequestQueryOptions(variables(search, paging)),
  page: (data) => data.adminListUserTransferRequest,
});

export const transfersCounter = listCounter(transfersList, transfersSearch);
