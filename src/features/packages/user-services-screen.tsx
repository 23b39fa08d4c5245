import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { PAGE_SIZE } from '@/components/data-table/data-table';
import { ListScreen } from '@/components/data-table/list-screen';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { useList, type ListRouteProps } from '@/components/data-table/use-list';
import { buttonVariants } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { adminGetUserServicesQueryOptions } from '@/gql/hooks';
import { USER_SERVICE_STATUS_LABELS } from '@/lib/package-labels';
import { USER_SERVICE_STATUS_VALUES, type UserServicesSearch } from './packages-search';
import { readUserServiceRow, userServiceColumns } from './user-service-columns';
import { UserServiceDetailDialog } from './user-service-detail-dialog';

const STATUS_OPTIONS = USER_SERVICE_STATUS_VALUES.map((s) => ({
  value: s,
  label: USER_SERVICE_STATUS_LABELS[s],
}));
const isStatus = (v: string) => USER_SERVICE_STATUS_VALUES.find((s) => s === v);

/** SPEC §2.9 User Service Packages: search, status filter (ALL), detail modal; all in the URL. */
export function UserServicesScreen(route: ListRouteProps<UserServicesSearch>) {
  const list = useList(route, {
    query: ({ search, status }, page) =>
      adminGetUserServicesQueryOptions({ keyword: search, status, skip: page, take: PAGE_SIZE }),
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
      actions={
        <Link to="/user-services/create" className={buttonVariants()}>
          <Plus aria-hidden="true" /> Add new
        </Link>
      }
      toolbar={
        <ListToolbar
          search={list.search.search}
          onSearch={list.setSearch}
          searchPlaceholder="Search by member email, phone or name"
          onClear={list.clear}
        >
          <label className="flex w-40 flex-col gap-1 text-xs text-muted-foreground">
            Status
            <Select
              aria-label="Status"
              placeholder="ALL"
              value={list.search.status ?? ''}
              options={STATUS_OPTIONS}
              onChange={(e) => list.setFilters({ status: isStatus(e.target.value) })}
            />
          </label>
        </ListToolbar>
      }
    >
      <UserServiceDetailDialog id={list.search.view} onClose={() => setView(undefined)} />
    </ListScreen>
  );
}
