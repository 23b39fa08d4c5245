import { ListScreen } from '@/components/data-table/list-screen';
import { useList, type ListRouteProps } from '@/components/data-table/use-list';
import { adminGetServicesQueryOptions } from '@/gql/hooks';
import { useDeleteService, useSetServiceActive } from './package-actions';
import type { ServicesSearch } from './packages-search';
import { readServiceRow, serviceColumns } from './service-columns';

/** SPEC §2.9 service package list: search on Enter, add new, toggle, edit, delete, view. */
export function ServicesScreen(route: ListRouteProps<ServicesSearch>) {
  const list = useList(route, {
    query: (search, paging) => adminGetServicesQueryOptions({ keyword: search.search, ...paging }),
    page: (data) => data.adminGetServices,
    row: readServiceRow,
  });
  const toggle = useSetServiceActive();
  const remove = useDeleteService();
  return (
    <ListScreen
      title="Service Packages"
      label="Service packages"
      list={list}
      columns={serviceColumns({ search: list.search, toggle, remove: remove.run })}
      emptyText="No service packages match this search"
      addNew="/service-package/create"
      filters={{ searchPlaceholder: 'Search by description, type or id' }}
    />
  );
}
