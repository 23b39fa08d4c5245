import { readPageMeta } from '@/components/data-table/page-meta';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { DataTable, PAGE_SIZE } from '@/components/data-table/data-table';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { PageHeader } from '@/components/layout/page-header';
import { buttonVariants } from '@/components/ui/button';
import { useAdminGetServicesQuery } from '@/gql/hooks';
import { useListState } from '@/lib/use-list-state';
import { serviceColumns } from './service-columns';
import type { ServicesSearch } from './services-search';
import { useServiceActions } from './use-service-actions';

/** SPEC §2.9 service package list: search on Enter, add new, toggle, edit, delete, view. */
export function ServicesScreen(props: {
  search: ServicesSearch;
  navigate: (u: (p: ServicesSearch) => ServicesSearch) => void;
}) {
  const list = useListState(props.search, props.navigate);
  const { search, page } = list;
  const query = useAdminGetServicesQuery(
    { keyword: search.search, skip: page, take: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const actions = useServiceActions();
  const columns = serviceColumns({
    search,
    onToggle: (id, active) => void actions.setActive(id, active),
    onDelete: actions.deleteService,
    toggling: actions.isToggling,
  });
  const meta = query.data ? readPageMeta(query.data.adminGetServices.meta) : undefined;

  return (
    <section>
      <PageHeader
        title="Service Packages"
        count={meta?.totalItems}
        actions={
          <Link to="/service-package/create" search={search} className={buttonVariants()}>
            <Plus aria-hidden="true" /> Add new
          </Link>
        }
      />
      <ListToolbar
        search={search.search}
        onSearch={list.setSearch}
        searchPlaceholder="Search by description, type or id"
        onClear={list.clear}
      />
      <DataTable
        label="Service packages"
        columns={columns}
        rows={query.data?.adminGetServices.items}
        getRowId={(r) => r.id}
        page={page}
        totalPages={meta?.totalPages ?? 0}
        onPageChange={list.setPage}
        isLoading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText="No service packages match this search"
      />
    </section>
  );
}
