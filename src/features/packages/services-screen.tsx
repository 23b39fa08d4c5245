import { getRouteApi } from '@tanstack/react-router';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, useListRoute } from '@/components/data-table/use-list';
import { adminGetServicesQueryOptions } from '@/gql/hooks';
import type { ServiceRowFragment } from '@/gql/graphql';
import { packageName } from '@/lib/package-name';
import type { WithServiceTerms } from '@/lib/package-terms';
import { useDeleteService, usePackageBulk, useSetServiceActive } from './package-actions';
import { readServiceRow, serviceColumns } from './service-columns';

const SERVICES = { one: 'service package', many: 'service packages' };
const serviceName = (s: WithServiceTerms<ServiceRowFragment>) => packageName(s);

/** SPEC §2.9 service package list: search on Enter, add new, toggle, edit, delete, view. */
export function ServicesScreen() {
  const route = useListRoute(getRouteApi('/_admin/services-package'));
  const list = useList(route, {
    query: (search, paging) => adminGetServicesQueryOptions({ keyword: search.search, ...paging }),
    page: (data) => data.adminGetServices,
    row: readServiceRow,
  });
  const toggle = useSetServiceActive();
  const remove = useDeleteService();
  const bulk = usePackageBulk('SERVICE', SERVICES, serviceName);
  return (
    <ListScreen
      title="Service Packages"
      label="Service packages"
      list={list}
      columns={serviceColumns({ search: list.search, toggle, remove: remove.run })}
      bulk={bulk}
      emptyText="No service packages match this search"
      addNew="/service-package/create"
      filters={{ searchPlaceholder: 'Search by description, type or id' }}
    />
  );
}
