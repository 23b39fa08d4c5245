import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { DataTable, PAGE_SIZE } from '@/components/data-table/data-table';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { PageHeader } from '@/components/layout/page-header';
import { buttonVariants } from '@/components/ui/button';
import { useAdminGetListAllVersionQuery } from '@/gql/hooks';
import { useListState } from '@/lib/use-list-state';
import { marketPriceColumns } from './market-price-columns';
import type { MarketPriceSearch } from './market-price-search';

/** SPEC §2.8 Market Price list: car versions with their market price, paged by the server. */
export function MarketPriceScreen(props: {
  search: MarketPriceSearch;
  navigate: (u: (p: MarketPriceSearch) => MarketPriceSearch) => void;
}) {
  const list = useListState(props.search, props.navigate);
  const { search, page } = list;
  const query = useAdminGetListAllVersionQuery(
    { keyword: search.search, skip: page, take: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const columns = useMemo(() => marketPriceColumns(page), [page]);
  const meta = query.data?.adminGetListAllVersion.meta;
  const lastPage = meta?.totalPages ?? 0;
  const { setPage } = list;
  // Deleting the only row of the last page would leave an empty page: step back to the new last one.
  useEffect(() => {
    if (lastPage > 0 && page > lastPage && !query.isPlaceholderData) setPage(lastPage);
  }, [lastPage, page, query.isPlaceholderData, setPage]);

  return (
    <section>
      <PageHeader
        title="Market Price"
        count={meta?.totalItems}
        actions={
          <Link to="/market-price/create" className={buttonVariants()}>
            <Plus aria-hidden="true" /> Add new
          </Link>
        }
      />
      <ListToolbar
        search={search.search}
        onSearch={list.setSearch}
        searchPlaceholder="Search by version, model or brand"
        onClear={list.clear}
      />
      <DataTable
        label="Market prices"
        columns={columns}
        rows={query.data?.adminGetListAllVersion.items}
        getRowId={(r) => r.id}
        page={page}
        totalPages={meta?.totalPages ?? 0}
        onPageChange={list.setPage}
        isLoading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={search.search ? 'No car versions match this search' : 'No market prices yet'}
      />
    </section>
  );
}
