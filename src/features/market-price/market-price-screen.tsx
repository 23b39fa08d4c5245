import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, useListRoute } from '@/components/data-table/use-list';
import { adminGetListAllVersionQueryOptions } from '@/gql/hooks';
import { useDeleteMarketPrice } from './market-price-actions';
import { marketPriceColumns, readMarketPriceRow } from './market-price-columns';

/** SPEC §2.8 Market Price list: car versions with their market price, paged by the server. */
export function MarketPriceScreen() {
  const route = useListRoute(getRouteApi('/_admin/market-price'));
  const list = useList(route, {
    query: (search, paging) => adminGetListAllVersionQueryOptions({ keyword: search.search, ...paging }),
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
      addNew="/market-price/create"
      filters={{ searchPlaceholder: 'Search by version, model or brand' }}
    />
  );
}
