import { useMemo } from 'react';
import { ListScreen } from '@/components/data-table/list-screen';
import { defineListSearch } from '@/components/data-table/list-search';
import { useList, type ListRouteProps } from '@/components/data-table/use-list';
import { getListPhoneErrorMessagesQueryOptions } from '@/gql/hooks';
import { phoneErrorColumns, readPhoneErrorRow } from './phone-error-columns';

/** The Phone Message URL query (SPEC §2.5): page and search only. */
export const phoneErrorSearch = defineListSearch();
export type PhoneErrorSearch = ReturnType<typeof phoneErrorSearch>;

/** SPEC §2.12 Errors › Phone Message: SMS/OTP deliveries that failed, newest first, read-only. */
export function PhoneErrorScreen(route: ListRouteProps<PhoneErrorSearch>) {
  const list = useList(route, {
    query: (search, paging) => getListPhoneErrorMessagesQueryOptions({ keyword: search.search, ...paging }),
    page: (data) => data.getListPhoneErrorMessages,
    row: readPhoneErrorRow,
  });
  const columns = useMemo(() => phoneErrorColumns(list.page), [list.page]);
  return (
    <ListScreen
      title="Phone Message"
      label="Phone error messages"
      list={list}
      columns={columns}
      emptyText={list.search.search ? 'No phone errors match this search' : 'No phone errors yet'}
      filters={{ searchPlaceholder: 'Search by phone or error message' }}
    />
  );
}
