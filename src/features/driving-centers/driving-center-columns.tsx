import { column, figureColumn, pinned, sortable, type ToggleAction } from '@/components/data-table/columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { listingActionColumn, listingColumns, ratingScore } from '@/components/listing/listing-columns';
import { ActiveSwitch } from '@/components/actions/active-switch';
import { readFragment, type FragmentType } from '@/gql';
import { DrivingCenterRowFragmentDoc, type DrivingCenterRowFragment } from '@/gql/graphql';
import type { ActionResult } from '@/lib/use-action';

/** Unmasks one row of the list, once per row. */
export const readDrivingCenterRow = (ref: FragmentType<typeof DrivingCenterRowFragmentDoc>) =>
  readFragment(DrivingCenterRowFragmentDoc, ref);

/** SPEC §2.14 spells the inactive state 'InActive' on this list. */
const DRIVING_CENTER_WORDS = ['Active', 'InActive'] as const;

/** SPEC §2.14 driving centres: the shared listing columns, then a rating score and Active/InActive. */
export function drivingCenterColumns(
  page: number,
  remove: (vars: { id: string }) => Promise<ActionResult<unknown>>,
  toggle: ToggleAction,
): DataTableColumn<DrivingCenterRowFragment>[] {
  return [
    ...listingColumns<DrivingCenterRowFragment>(page),
    sortable(
      'rating',
      figureColumn(
        'rating',
        'Rating score',
        (c) => ratingScore(c),
        (c) => (c.totalRating ? c.averageRating : null),
      ),
    ),
    pinned(
      column(
        'status',
        'Status',
        (c) => (
          <ActiveSwitch
            name={c.title}
            isActive={c.isActive}
            pending={toggle.variables?.id === c.id}
            onChange={(active) => void toggle.run({ id: c.id, active })}
            words={DRIVING_CENTER_WORDS}
          />
        ),
        (c) => (c.isActive ? 'Active' : 'InActive'),
      ),
    ),
    listingActionColumn<DrivingCenterRowFragment>({
      view: '/services/driving-center/view/$id',
      edit: '/services/driving-center/edit/$id',
      removed: (title) => `${title} will be removed from the driving centre list.`,
      remove,
    }),
  ];
}
