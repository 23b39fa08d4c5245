import { Link } from '@tanstack/react-router';
import { Eye, Pencil } from 'lucide-react';
import { ConfirmDelete } from '@/components/actions/confirm-delete';
import {
  activeColumn,
  column,
  figureColumn,
  sortable,
  type ToggleAction,
} from '@/components/data-table/columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { buttonVariants } from '@/components/ui/button';
import { readFragment, type FragmentType } from '@/gql';
import { ServiceRowFragmentDoc, type ServiceRowFragment } from '@/gql/graphql';
import { formatVnd } from '@/lib/format';
import { SERVICE_PACKAGE_TYPE_LABELS, shortId } from '@/lib/package-labels';
import { packageName } from '@/lib/package-name';
import { withServiceTerms, type WithServiceTerms } from '@/lib/package-terms';
import type { ActionResult } from '@/lib/use-action';
import { Count } from './count';
import type { ServicesSearch } from './packages-search';
import { ShortId } from './short-id';
import { RowLink } from '@/components/data-table/row-link';

/** Unmasks one row of the list, once per row. */
export const readServiceRow = (ref: FragmentType<typeof ServiceRowFragmentDoc>) =>
  withServiceTerms(readFragment(ServiceRowFragmentDoc, ref));

const linkButton = buttonVariants({ variant: 'ghost', size: 'sm' });

/** SPEC §2.9 columns, in order; edit and view keep the list's query (SPEC: 'edit (keeps query)'). */
export function serviceColumns(a: {
  search: ServicesSearch;
  toggle: ToggleAction;
  remove: (v: { id: string }) => Promise<ActionResult<unknown>>;
}): DataTableColumn<WithServiceTerms<ServiceRowFragment>>[] {
  return [
    column(
      'id',
      'Package ID',
      (s) => <ShortId id={s.id} />,
      (s) => s.id,
    ),
    sortable(
      'type',
      column(
        'type',
        'Type',
        (s) => <span className="inline-block min-w-28">{SERVICE_PACKAGE_TYPE_LABELS[s.type]}</span>,
        (s) => SERVICE_PACKAGE_TYPE_LABELS[s.type],
      ),
    ),
    column(
      'quantity',
      'Quantity',
      (s) => <Count n={s.quantity} />,
      (s) => s.quantity,
    ),
    column(
      'day',
      'Number of days',
      (s) => <Count n={s.day} />,
      (s) => s.day,
    ),
    sortable(
      'unitPrice',
      figureColumn(
        'unitPrice',
        'Unit fee',
        (s) => formatVnd(s.unitPrice),
        (s) => s.unitPrice,
      ),
    ),
    sortable(
      'totalPrice',
      figureColumn(
        'totalPrice',
        'Package fee',
        (s) => formatVnd(s.totalPrice),
        (s) => s.totalPrice,
      ),
    ),
    activeColumn(a.toggle, (s) => shortId(s.id)),
    column('action', 'Action', (s) => (
      <div className="flex items-center gap-1">
        <Link to="/service-package/view/$id" params={{ id: s.id }} search={a.search} className={linkButton}>
          <Eye aria-hidden="true" /> View
        </Link>
        <RowLink
          to="/service-package/edit/$id"
          params={{ id: s.id }}
          search={a.search}
          className={linkButton}
        >
          <Pencil aria-hidden="true" /> Edit
        </RowLink>
        <ConfirmDelete name={packageName(s)} onConfirm={() => a.remove({ id: s.id })} labelled />
      </div>
    )),
  ];
}
