import { useMemo } from 'react';
import { PAGE_SIZE } from '@/components/data-table/data-table';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, type ListRouteProps } from '@/components/data-table/use-list';
import { adminListUserTransferRequestQueryOptions } from '@/gql/hooks';
import { transfersFilterSchema } from '@/rules/transfers';
import { transferColumns, readTransferRow } from './transfer-columns';
import { useTransferDecision } from './transfer-decision';
import { TransferFilters } from './transfer-filters';
import { statusToQuery, type TransfersSearch } from './transfers-search';

/** What the server is asked for; an inverted date range is shown by the filters and not sent. */
function variables(search: TransfersSearch, page: number) {
  const valid = transfersFilterSchema.safeParse({
    keyword: search.search,
    createFrom: search.createFrom,
    createTo: search.createTo,
  });
  const filters = valid.success
    ? { keyword: valid.data.keyword, createFrom: valid.data.createFrom, createTo: valid.data.createTo }
    : { keyword: search.search };
  return { ...filters, status: statusToQuery(search.status), skip: page, take: PAGE_SIZE };
}

/** SPEC §2.11 Transfer Request list. */
export function TransfersScreen(route: ListRouteProps<TransfersSearch>) {
  const list = useList(route, {
    query: (search, page) => adminListUserTransferRequestQueryOptions(variables(search, page)),
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
      toolbar={
        <TransferFilters
          search={list.search}
          onSearch={list.setSearch}
          onFilters={list.setFilters}
          onClear={list.clear}
        />
      }
    />
  );
}
