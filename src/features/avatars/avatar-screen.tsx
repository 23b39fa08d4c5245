import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, useListRoute } from '@/components/data-table/use-list';
import { adminGetListAvatarsQueryOptions } from '@/gql/hooks';
import { useDeleteAvatar } from './avatar-actions';
import { avatarColumns, readAvatarRow } from './avatar-columns';

/** SPEC §2.7 Avatar list, paged by the server. */
export function AvatarScreen() {
  const route = useListRoute(getRouteApi('/_admin/services/avatar/list'));
  const list = useList(route, {
    query: (search, paging) => adminGetListAvatarsQueryOptions({ keyword: search.search, ...paging }),
    page: (data) => data.adminGetListAvatars,
    row: readAvatarRow,
  });
  const { run: remove } = useDeleteAvatar();
  const columns = useMemo(() => avatarColumns(list.page, remove), [list.page, remove]);
  return (
    <ListScreen
      title="Avatar"
      label="Avatars"
      list={list}
      columns={columns}
      emptyText={list.search.search ? 'No avatars match this search' : 'No avatars yet'}
      addNew="/services/avatar/create"
      filters={{ searchPlaceholder: 'Search by title or description' }}
    />
  );
}
