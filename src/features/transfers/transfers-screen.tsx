import { readPageMeta } from '@/components/data-table/page-meta';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DataTable, PAGE_SIZE } from '@/components/data-table/data-table';
import { PageHeader } from '@/components/layout/page-header';
import { useAdminListUserTransferRequestQuery } from '@/gql/hooks';
import { useListState } from '@/lib/use-list-state';
import { transfersFilterSchema } from '@/rules/transfers';
import { transferColumns } from './transfer-columns';
import { TransferFilters } from './transfer-filters';
import { statusToQuery, type TransfersSearch } from './transfers-search';

export function TransfersScreen(props: {
  search: TransfersSearch;
  navigate: (u: (p: TransfersSearch) => TransfersSearch) => void;
}) {
  const list = useListState(props.search, props.navigate);
  const { search, page } = list;
  const status = statusToQuery(search.status);
  const valid = transfersFilterSchema.safeParse({
    keyword: search.search,
    createFrom: search.createFrom,
    createTo: search.createTo,
  });
  // An inverted date range is shown as an error by the filters and not sent.
  const filters = valid.success
    ? { keyword: valid.data.keyword, createFrom: valid.data.createFrom, createTo: valid.data.createTo }
    : { keyword: search.search?.trim() || undefined };
  const query = useAdminListUserTransferRequestQuery(
    { ...filters, status, skip: page, take: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const columns = useMemo(() => transferColumns(page), [page]);
  const meta = query.data ? readPageMeta(query.data.adminListUserTransferRequest.meta) : undefined;

  return (
    <section>
      <PageHeader title="Transfer Request" count={meta?.totalItems} />
      <TransferFilters
        search={search}
        onSearch={list.setSearch}
        onFilters={list.setFilters}
        onClear={list.clear}
      />
      <DataTable
        label="Transfer requests"
        columns={columns}
        rows={query.data?.adminListUserTransferRequest.items}
        getRowId={(r) => r.id}
        page={page}
        totalPages={meta?.totalPages ?? 0}
        onPageChange={list.setPage}
        isLoading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText="No transfer requests match these filters"
      />
    </section>
  );
}
