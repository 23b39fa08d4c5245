import { column, figureColumn, sortable, type ToggleAction } from '@/components/data-table/columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { listingActionColumn, listingColumns, ratingScore } from '@/components/listing/listing-columns';
import { Switch } from '@/components/ui/switch';
import { readFragment, type FragmentType } from '@/gql';
import { DrivingCenterRowFragmentDoc, type DrivingCenterRowFragment } from '@/gql/graphql';
import type { ActionResult } from '@/lib/use-action';

/** Unmasks one row of the list, once per row. */
export const readDrivingCenterRow = (ref: FragmentType<typeof DrivingCenterRowFragmentDoc>) =>
  readFragment(DrivingCenterRowFragmentDoc, ref);

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
      figureColumn('rating', 'Rating score', (c) => ratingScore(c)),
    ),
    column('status', 'Status', (c) => (
      <label className="inline-flex items-center gap-2 whitespace-nowrap text-sm">
        <Switch
          checked={c.isActive}
          disabled={toggle.variables?.id === c.id}
          aria-label={`Active ${c.title}`}
          onCheckedChange={(active) => void toggle.run({ id: c.id, active })}
        />
        {c.isActive ? 'Active' : 'InActive'}
      </label>
    )),
    listingActionColumn<DrivingCenterRowFragment>({
      view: '/services/driving-center/view/$id',
      edit: '/services/driving-center/edit/$id',
      removed: (title) => `${title} will be removed from the driving centre list.`,
      remove,
    }),
  ];
}
