import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, useListRoute } from '@/components/data-table/use-list';
import { getListPhoneErrorMessagesQueryOptions } from '@/gql/hooks';
import { phoneErrorColumns, readPhoneErrorRow } from './phone-error-columns';

/** SPEC §2.12 Errors › Phone Message: SMS/OTP deliveries that failed, newest first, read-only. */
export function PhoneErrorScreen() {
  const route = useListRoute(getRouteApi('/_admin/errors/phone/list'));
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
