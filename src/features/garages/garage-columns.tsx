import { column, pinned } from '@/components/data-table/columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { listingActionColumn, listingColumns } from '@/components/listing/listing-columns';
import { MemberLink } from '@/components/record/member-link';
import { readFragment, type FragmentType } from '@/gql';
import { GarageRowFragmentDoc, type GarageRowFragment } from '@/gql/graphql';
import { displayName, KAR_USER } from '@/lib/format';
import type { ActionResult } from '@/lib/use-action';
import { GARAGE_STATUS_TAGS, GarageStatusTag, KarCheckButton } from './garage-status';

/** Unmasks one row of the list, once per row. */
export const readGarageRow = (ref: FragmentType<typeof GarageRowFragmentDoc>) =>
  readFragment(GarageRowFragmentDoc, ref);

export interface KarCheckAction {
  run: (v: { id: string; isKarCheck: boolean }) => unknown;
  variables?: { id: string | number } | undefined;
}

/** SPEC §2.14 garage columns, in its order: the shared listing columns, then owner, status and Kar Check. */
export function garageColumns(
  page: number,
  remove: (vars: { id: string }) => Promise<ActionResult<unknown>>,
  karCheck: KarCheckAction,
): DataTableColumn<GarageRowFragment>[] {
  return [
    ...listingColumns<GarageRowFragment>(page),
    column(
      'createdBy',
      'Created by',
      (g) => (g.user ? <MemberLink id={g.user.id}>{displayName(g.user)}</MemberLink> : KAR_USER),
      (g) => (g.user ? displayName(g.user) : KAR_USER),
    ),
    pinned(
      column(
        'status',
        'Status',
        (g) => <GarageStatusTag status={g.status} />,
        (g) => GARAGE_STATUS_TAGS[g.status].label,
      ),
    ),
    pinned(
      column(
        'karCheck',
        'Kar Check',
        (g) => (
          <KarCheckButton
            title={g.title}
            karCheck={g.karCheck}
            pending={karCheck.variables?.id === g.id}
            onChange={(isKarCheck) => void karCheck.run({ id: g.id, isKarCheck })}
          />
        ),
        (g) => (g.karCheck ? 'Yes' : 'No'),
      ),
    ),
    listingActionColumn<GarageRowFragment>({
      view: '/services/garage-salon/view/$id',
      edit: '/services/garage-salon/edit/$id',
      removed: (title) => `${title} will be removed from the garage and salon list.`,
      remove,
    }),
  ];
}
