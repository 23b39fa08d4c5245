import { Plus } from 'lucide-react';
import { DataTable, PAGE_SIZE } from '@/components/data-table/data-table';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { useAdminGetUserServiceBenefitsQuery } from '@/gql/hooks';
import { useListState } from '@/lib/use-list-state';
import { benefitColumns } from './benefit-columns';
import { filterBenefits } from './benefits-filter';
import { BenefitDialog } from './benefit-dialog';
import type { BenefitsSearch } from './benefits-search';
import { useBenefitActions } from './use-benefit-actions';

/** SPEC §2.9 Benefit Packages: list with a modal for create and edit. */
export function BenefitsScreen(props: {
  search: BenefitsSearch;
  navigate: (u: (p: BenefitsSearch) => BenefitsSearch) => void;
}) {
  const list = useListState(props.search, props.navigate);
  const { search, page } = list;
  const query = useAdminGetUserServiceBenefitsQuery();
  const actions = useBenefitActions();
  const matching = query.data
    ? filterBenefits(query.data.adminGetUserServiceBenefits, search.search)
    : undefined;
  const totalPages = Math.ceil((matching?.length ?? 0) / PAGE_SIZE);
  const rows = matching?.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  const openModal = (patch: Pick<BenefitsSearch, 'create' | 'edit'>) =>
    props.navigate((prev) => ({ ...prev, create: undefined, edit: undefined, ...patch }));
  const columns = benefitColumns({
    onEdit: (id) => openModal({ edit: id }),
    onDelete: actions.deleteBenefit,
    onToggle: (id, active) => void actions.setActive(id, active),
    toggling: actions.isToggling,
  });
  const mode = search.edit
    ? ({ kind: 'edit', id: search.edit } as const)
    : search.create
      ? ({ kind: 'create' } as const)
      : null;

  return (
    <section>
      <PageHeader
        title="Benefit Packages"
        count={matching?.length}
        actions={
          <Button onClick={() => openModal({ create: true })}>
            <Plus aria-hidden="true" /> Add new
          </Button>
        }
      />
      <ListToolbar
        search={search.search}
        onSearch={list.setSearch}
        searchPlaceholder="Search by title or type"
        onClear={list.clear}
      />
      <DataTable
        label="Benefit packages"
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        page={page}
        totalPages={totalPages}
        onPageChange={list.setPage}
        isLoading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={search.search ? 'No benefit packages match this search' : 'No benefit packages yet'}
      />
      <BenefitDialog mode={mode} onClose={() => openModal({})} onSave={actions.save} />
    </section>
  );
}
