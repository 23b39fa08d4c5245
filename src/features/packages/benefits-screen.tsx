import { Plus } from 'lucide-react';
import { ListScreen } from '@/components/data-table/list-screen';
import { useFlatList } from '@/components/data-table/use-flat-list';
import type { ListRouteProps } from '@/components/data-table/use-list';
import { Button } from '@/components/ui/button';
import { adminGetUserServiceBenefitsQueryOptions } from '@/gql/hooks';
import { benefitColumns, readBenefitRow } from './benefit-columns';
import { BenefitDialog } from './benefit-dialog';
import { searchBenefits } from './benefits-filter';
import { useDeleteBenefit, useSetBenefitActive } from './package-actions';
import type { BenefitsSearch } from './packages-search';

/** SPEC §2.9 Benefit Packages: list with a modal for create and edit (which modal is in the URL). */
export function BenefitsScreen(route: ListRouteProps<BenefitsSearch>) {
  const list = useFlatList(route, {
    query: adminGetUserServiceBenefitsQueryOptions(),
    items: (data) => data.adminGetUserServiceBenefits,
    row: readBenefitRow,
    filter: searchBenefits,
  });
  const toggle = useSetBenefitActive();
  const remove = useDeleteBenefit();
  const openModal = (patch: Pick<BenefitsSearch, 'create' | 'edit'>) =>
    route.navigate((prev) => ({ ...prev, create: undefined, edit: undefined, ...patch }));
  const { search } = list;
  const mode = search.edit ? { edit: search.edit } : search.create ? { edit: undefined } : null;
  return (
    <ListScreen
      title="Benefit Packages"
      label="Benefit packages"
      list={list}
      columns={benefitColumns({ onEdit: (id) => openModal({ edit: id }), toggle, remove: remove.run })}
      emptyText={search.search ? 'No benefit packages match this search' : 'No benefit packages yet'}
      actions={
        <Button onClick={() => openModal({ create: true })}>
          <Plus aria-hidden="true" /> Add new
        </Button>
      }
      filters={{ searchPlaceholder: 'Search by title or type' }}
    >
      <BenefitDialog mode={mode} onClose={() => openModal({})} />
    </ListScreen>
  );
}
