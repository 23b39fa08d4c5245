import { getRouteApi } from '@tanstack/react-router';
import { ListScreen } from '@/components/data-table/list-screen';
import { SelectFilter } from '@/components/data-table/list-controls';
import { useList, useListRoute } from '@/components/data-table/use-list';
import { adminGetUserServicesQueryOptions } from '@/gql/hooks';
import { USER_SERVICE_STATUS_LABELS } from '@/lib/package-labels';
import { USER_SERVICE_STATUS_VALUES } from './packages-search';
import { readUserServiceRow, userServiceColumns } from './user-service-columns';
import { UserServiceDetailDialog } from './user-service-detail-dialog';

const STATUS_OPTIONS = USER_SERVICE_STATUS_VALUES.map((s) => ({
  value: s,
  label: USER_SERVICE_STATUS_LABELS[s],
}));
const isStatus = (v: string) => USER_SERVICE_STATUS_VALUES.find((s) => s === v);

/** SPEC §2.9 User Service Packages: search, status filter (ALL), detail modal; all in the URL. */
export function UserServicesScreen() {
  const route = useListRoute(getRouteApi('/_admin/user-services'));
  const list = useList(route, {
    query: ({ search, status }, paging) =>
      adminGetUserServicesQueryOptions({ keyword: search, status, ...paging }),
    page: (data) => data.adminGetUserServices,
    row: readUserServiceRow,
  });
  const setView = (view: string | undefined) => route.navigate((prev) => ({ ...prev, view }));
  return (
    <ListScreen
      title="User Service Packages"
      label="User service packages"
      list={list}
      columns={userServiceColumns(setView)}
      emptyText="No user service packages match these filters"
      addNew="/user-services/create"
      filters={{
        searchPlaceholder: 'Search by member email, phone or name',
        children: (
          <SelectFilter
            label="Status"
            placeholder="ALL"
            value={list.search.status ?? ''}
            options={STATUS_OPTIONS}
            onChange={(e) => list.setFilters({ status: isStatus(e.target.value) })}
          />
        ),
      }}
    >
      <UserServiceDetailDialog id={list.search.view} onClose={() => setView(undefined)} />
    </ListScreen>
  );
}
