import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, useListRoute } from '@/components/data-table/use-list';
import { useDeleteBuyingDemand } from './buying-demand-actions';
import { buyingDemandColumns, readBuyingDemandRow } from './buying-demand-columns';
import { buyingDemandList } from './buying-demand-list';

/** SPEC §2.10 Buying Demand list. */
export function BuyingDemandScreen() {
  const route = useListRoute(getRouteApi('/_admin/services/buying-demand/list'));
  const list = useList(route, { ...buyingDemandList, row: readBuyingDemandRow });
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
