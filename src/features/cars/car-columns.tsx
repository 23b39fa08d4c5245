import { Link } from '@tanstack/react-router';
import { Eye, Pencil } from 'lucide-react';
import { ConfirmDelete } from '@/components/actions/confirm-delete';
import { column, indexColumn, numericColumn, sortable, textColumn } from '@/components/data-table/columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { ICON_LINK } from '@/components/data-table/icon-link';
import { readFragment, type FragmentType } from '@/gql';
import { CarRowFragmentDoc, type CarRowFragment } from '@/gql/graphql';
import { formatThousands } from '@/lib/thousands';
import type { ActionResult } from '@/lib/use-action';
import { metaName } from './car-metas';
import { RowLink } from '@/components/data-table/row-link';

export const readCarRow = (ref: FragmentType<typeof CarRowFragmentDoc>) =>
  readFragment(CarRowFragmentDoc, ref);

export const formatCarPrice = (price: number | null | undefined) =>
  price === null || price === undefined ? '-' : formatThousands(price);

/** SPEC §2.8 car list: title, brand, model, version (from the metas by type), price; view, edit, delete. */
export function carColumns(
  page: number,
  remove: (vars: { input: { id: string } }) => Promise<ActionResult<unknown>>,
): DataTableColumn<CarRowFragment>[] {
  return [
    indexColumn(page),
    sortable(
      'title',
      textColumn('title', 'Title', (c) => c.title, 50),
    ),
    textColumn('brand', 'Brand', (c) => metaName(c.metas, 'BRAND'), 50),
    textColumn('model', 'Model', (c) => metaName(c.metas, 'MODEL'), 50),
    textColumn('version', 'Version', (c) => metaName(c.metas, 'VERSION'), 50),
    sortable(
      'price',
      numericColumn(
        'price',
        'Price (VND)',
        (c) => formatCarPrice(c.price),
        (c) => c.price ?? null,
      ),
    ),
    column('action', 'Action', (c) => (
      <div className="flex items-center gap-1">
        <Link
          to="/car-list/view/$id"
          params={{ id: c.id }}
          className={ICON_LINK}
          aria-label={`View ${c.title}`}
        >
          <Eye className="size-4" aria-hidden="true" />
        </Link>
        <RowLink
          to="/car-list/edit/$id"
          params={{ id: c.id }}
          className={ICON_LINK}
          aria-label={`Edit ${c.title}`}
        >
          <Pencil className="size-4" aria-hidden="true" />
        </RowLink>
        <ConfirmDelete name={c.title} onConfirm={() => remove({ input: { id: c.id } })} />
      </div>
    )),
  ];
}
