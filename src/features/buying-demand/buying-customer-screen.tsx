import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { SelectFilter } from '@/components/data-table/list-controls';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, useListRoute } from '@/components/data-table/use-list';
import { adminGetListCustomerCarBuyingNeedByUserIdQueryOptions } from '@/gql/hooks';
import { BUYING_NEED_STATUS_LABELS, BUYING_NEED_STATUSES } from '@/rules/buying-demand';
import { buyingCustomerColumns, readBuyingCustomerRow } from './buying-demand-columns';

const STATUS_OPTIONS = BUYING_NEED_STATUSES.map((s) => ({ value: s, label: BUYING_NEED_STATUS_LABELS[s] }));

/**
 * SPEC §2.10 Buying Customer (seller demands): search; the user and status filters are shown disabled,
 * holding what the URL says, and (SPEC §7) not sent; add goes to buying demand create.
 */
export function BuyingCustomerScreen() {
  const route = useListRoute(getRouteApi('/_admin/services/buyer-demand/list'));
  const list = useList(route, {
    query: (search, paging) =>
      adminGetListCustomerCarBuyingNeedByUserIdQueryOptions({ keyword: search.search, ...paging }),
    page: (data) => data.adminGetListCustomerCarBuyingNeedByUserId,
    row: readBuyingCustomerRow,
  });
  const columns = useMemo(() => buyingCustomerColumns(list.page), [list.page]);
  const { userId, status } = list.search;
  return (
    <ListScreen
      title="Buying Customer"
      label="Buying customers"
      list={list}
      columns={columns}
      emptyText={list.search.search ? 'No buying customers match this search' : 'No buying customers yet'}
      addNew="/services/buying-demand/create"
      filters={{
        searchPlaceholder: 'Search by buyer, phone, brand or model',
        children: (
          <>
            <SelectFilter
              label="User"
              placeholder="All users"
              disabled
              value={userId ?? ''}
              options={userId ? [{ value: userId, label: userId }] : []}
            />
            <SelectFilter
              label="Status"
              placeholder="All status"
              disabled
              value={status ?? ''}
              options={STATUS_OPTIONS}
            />
          </>
        ),
      }}
    />
  );
}
