import { readPageMeta } from '@/components/data-table/page-meta';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { DataTable, PAGE_SIZE } from '@/components/data-table/data-table';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { PageHeader } from '@/components/layout/page-header';
import { buttonVariants } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useAdminGetUserServicesQuery } from '@/gql/hooks';
import { useListState } from '@/lib/use-list-state';
import { USER_SERVICE_STATUS_LABELS } from '@/lib/package-labels';
import { userServiceColumns } from './user-service-columns';
import { UserServiceDetailDialog } from './user-service-detail-dialog';
import { USER_SERVICE_STATUS_VALUES, type UserServicesSearch } from './user-services-search';

const STATUS_OPTIONS = USER_SERVICE_STATUS_VALUES.map((s) => ({
  value: s,
  label: USER_SERVICE_STATUS_LABELS[s],
}));

/** SPEC §2.9 User Service Packages: search, status filter (ALL), detail modal; all in the URL. */
export function UserServicesScreen(props: {
  search: UserServicesSearch;
  navigate: (u: (p: UserServicesSearch) => UserServicesSearch) => void;
}) {
  const list = useListState(props.search, props.navigate);
  const { search, page } = list;
  const query = useAdminGetUserServicesQuery(
    { keyword: search.search, status: search.status, skip: page, take: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const setView = (view: string | undefined) => props.navigate((prev) => ({ ...prev, view }));
  const columns = userServiceColumns(setView);
  const meta = query.data ? readPageMeta(query.data.adminGetUserServices.meta) : undefined;
  const listSearch = { ...search, view: undefined };

  return (
    <section>
      <PageHeader
        title="User Service Packages"
        count={meta?.totalItems}
        actions={
          <Link to="/user-services/create" search={listSearch} className={buttonVariants()}>
            <Plus aria-hidden="true" /> Add new
          </Link>
        }
      />
      <ListToolbar
        search={search.search}
        onSearch={list.setSearch}
        searchPlaceholder="Search by member email, phone or name"
        onClear={list.clear}
      >
        <label className="flex w-40 flex-col gap-1 text-xs text-muted-foreground">
          Status
          <Select
            aria-label="Status"
            placeholder="ALL"
            value={search.status ?? ''}
            options={STATUS_OPTIONS}
            onChange={(e) =>
              list.setFilters({ status: (e.target.value || undefined) as UserServicesSearch['status'] })
            }
          />
        </label>
      </ListToolbar>
      <DataTable
        label="User service packages"
        columns={columns}
        rows={query.data?.adminGetUserServices.items}
        getRowId={(r) => r.id}
        page={page}
        totalPages={meta?.totalPages ?? 0}
        onPageChange={list.setPage}
        isLoading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText="No user service packages match these filters"
      />
      <UserServiceDetailDialog id={search.view} search={listSearch} onClose={() => setView(undefined)} />
    </section>
  );
}
