import { getRouteApi } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useAreaCan } from '@/components/layout/permissions';
import { ListScreen } from '@/components/data-table/list-screen';
import { useFlatList } from '@/components/data-table/use-flat-list';
import { useListRoute } from '@/components/data-table/use-list';
import { Button } from '@/components/ui/button';
import type { BenefitRowFragment } from '@/gql/graphql';
import { adminGetUserServiceBenefitsQueryOptions } from '@/gql/hooks';
import { benefitColumns, readBenefitRow } from './benefit-columns';
import { BenefitDialog } from './benefit-dialog';
import { searchBenefits } from './benefits-filter';
import { useDeleteBenefit, usePackageBulk, useSetBenefitActive } from './package-actions';
import type { BenefitsSearch } from './packages-search';

const BENEFITS = { one: 'benefit package', many: 'benefit packages' };
const benefitName = (b: BenefitRowFragment) => b.title;

/** SPEC §2.9 Benefit Packages: list with a modal for create and edit (which modal is in the URL). */
export function BenefitsScreen() {
  const route = useListRoute(getRouteApi('/_admin/benefit-package'));
  const list = useFlatList(route, {
    query: adminGetUserServiceBenefitsQueryOptions(),
    items: (data) => data.adminGetUserServiceBenefits,
    row: readBenefitRow,
    filter: searchBenefits,
  });
  const toggle = useSetBenefitActive();
  const remove = useDeleteBenefit();
  const bulk = usePackageBulk('BENEFIT', BENEFITS, benefitName);
  const openModal = (patch: Pick<BenefitsSearch, 'create' | 'edit'>) =>
    route.navigate((prev) => ({ ...prev, create: undefined, edit: undefined, ...patch }));
  // Add new and Edit open a modal, not a screen of their own: they ask the area's `write` here.
  const mayWrite = useAreaCan('write');
  const { search } = list;
  const mode = search.edit ? { edit: search.edit } : search.create ? { edit: undefined } : null;
  return (
    <ListScreen
      title="Benefit Packages"
      label="Benefit packages"
      list={list}
      columns={benefitColumns({
        onEdit: mayWrite ? (id) => openModal({ edit: id }) : null,
        toggle,
        remove: remove.run,
      })}
      bulk={bulk}
      emptyText={search.search ? 'No benefit packages match this search' : 'No benefit packages yet'}
      actions={
        mayWrite ? (
          <Button onClick={() => openModal({ create: true })}>
            <Plus aria-hidden="true" /> Add new
          </Button>
        ) : undefined
      }
      filters={{ searchPlaceholder: 'Search by title or type' }}
    >
      <BenefitDialog mode={mode} onClose={() => openModal({})} />
    </ListScreen>
  );
}
