import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { PAGE_SIZE } from '@/components/data-table/data-table';
import { ListScreen } from '@/components/data-table/list-screen';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { useList, type ListRouteProps } from '@/components/data-table/use-list';
import { buttonVariants } from '@/components/ui/button';
import { adminGetListAllVersionQueryOptions } from '@/gql/hooks';
import { useDeleteMarketPrice } from './market-price-actions';
import { marketPriceColumns, readMarketPriceRow } from './market-price-columns';
import type { MarketPriceSearch } from './market-price-search';

/** SPEC §2.8 Market Price list: car versions with their market price, paged by the server. */
export function MarketPriceScreen(route: ListRouteProps<MarketPriceSearch>) {
  const list = useList(route, {
    query: (search, page) =>
      adminGetListAllVersionQueryOptions({ keyword: search.search, skip: page, take: PAGE_SIZE }),
    page: (data) => data.adminGetListAllVersion,
    row: readMarketPriceRow,
  });
  const { run: remove } = useDeleteMarketPrice();
  // Built once per page: new cell renderers would remount every row (and lose the focused button).
  const columns = useMemo(() => marketPriceColumns(list.page, remove), [list.page, remove]);
  return (
    <ListScreen
      title="Market Price"
      label="Market prices"
      list={list}
      columns={columns}
      emptyText={list.search.search ? 'No car versions match this search' : 'No market prices yet'}
      actions={
        <Link to="/market-price/create" className={buttonVariants()}>
          <Plus aria-hidden="true" /> Add new
        </Link>
      }
      toolbar={
        <ListToolbar
          search={list.search.search}
          onSearch={list.setSearch}
          searchPlaceholder="Search by version, model or brand"
          onClear={list.clear}
        />
      }
    />
  );
}
