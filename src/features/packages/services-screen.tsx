import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { PAGE_SIZE } from '@/components/data-table/data-table';
import { ListScreen } from '@/components/data-table/list-screen';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { useList, type ListRouteProps } from '@/components/data-table/use-list';
import { buttonVariants } from '@/components/ui/button';
import { adminGetServicesQueryOptions } from '@/gql/hooks';
import { useDeleteService, useSetServiceActive } from './package-actions';
import type { ServicesSearch } from './packages-search';
import { readServiceRow, serviceColumns } from './service-columns';

/** SPEC §2.9 service package list: search on Enter, add new, toggle, edit, delete, view. */
export function ServicesScreen(route: ListRouteProps<ServicesSearch>) {
  const list = useList(route, {
    query: (search, page) =>
      adminGetServicesQueryOptions({ keyword: search.search, skip: page, take: PAGE_SIZE }),
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
      actions={
        <Link to="/service-package/create" className={buttonVariants()}>
          <Plus aria-hidden="true" /> Add new
        </Link>
      }
      toolbar={
        <ListToolbar
          search={list.search.search}
          onSearch={list.setSearch}
          searchPlaceholder="Search by description, type or id"
          onClear={list.clear}
        />
      }
    />
  );
}
