import { useMemo } from 'react';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, type ListRouteProps, type Paging } from '@/components/data-table/use-list';
import { adminListUserTransferRequestQueryOptions } from '@/gql/hooks';
import { transfersFilterSchema } from '@/rules/transfers';
import { transferColumns, readTransferRow } from './transfer-columns';
import { useTransferDecision } from './transfer-decision';
import { transferFilterRow } from './transfer-filters';
import { statusToQuery, type TransfersSearch } from './transfers-search';

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

/** SPEC §2.11 Transfer Request list. */
export function TransfersScreen(route: ListRouteProps<TransfersSearch>) {
  const list = useList(route, {
    query: (search, paging) => adminListUserTransferRequestQueryOptions(variables(search, paging)),
    page: (data) => data.adminListUserTransferRequest,
    row: readTransferRow,
  });
  const { run: decide } = useTransferDecision();
  // Built once per page: new cell renderers would remount every row (and lose the focused button).
  const columns = useMemo(() => transferColumns(list.page, decide), [list.page, decide]);
  return (
    <ListScreen
      title="Transfer Request"
      label="Transfer requests"
      list={list}
      columns={columns}
      emptyText="No transfer requests match these filters"
      filters={transferFilterRow(list.search, list.setFilters)}
    />
  );
}
