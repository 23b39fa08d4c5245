import { useMemo } from 'react';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, type ListRouteProps } from '@/components/data-table/use-list';
import { adminPaginationCarBuyingNeedsQueryOptions } from '@/gql/hooks';
import { useDeleteBuyingDemand } from './buying-demand-actions';
import { buyingDemandColumns, readBuyingDemandRow } from './buying-demand-columns';
import type { BuyingDemandSearch } from './buying-demand-search';

/** SPEC §2.10 Buying Demand list. */
export function BuyingDemandScreen(route: ListRouteProps<BuyingDemandSearch>) {
  const list = useList(route, {
    query: (search, paging) =>
      adminPaginationCarBuyingNeedsQueryOptions({ keyword: search.search, ...paging }),
    page: (data) => data.adminPaginationCarBuyingNeeds,
    row: readBuyingDemandRow,
  });
  const { run: remove } = useDeleteBuyingDemand();
  const columns = useMemo(() => buyingDemandColumns(list.page, remove), [list.page, remove]);
  return (
    <ListScreen
      title="Buying Demand"
      label="Buying demands"
      list={list}
      columns={columns}
      emptyText={list.search.search ? 'No buying demands match this search' : 'No buying demands yet'}
      addNew="/services/buying-demand/create"
      filters={{ searchPlaceholder: 'Search by buyer, phone, brand or model' }}
    />
  );
}
