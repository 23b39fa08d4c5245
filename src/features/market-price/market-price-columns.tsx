import { Link } from '@tanstack/react-router';
import { Eye, Pencil } from 'lucide-react';
import { ConfirmDelete } from '@/components/actions/confirm-delete';
import {
  column,
  dateCell,
  figureColumn,
  indexColumn,
  numericColumn,
  sortable,
  textColumn,
} from '@/components/data-table/columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { Truncated } from '@/components/data-table/truncated';
import { readFragment, type FragmentType } from '@/gql';
import { MarketPriceRowFragmentDoc, type MarketPriceRowFragment } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format';
import type { ActionResult } from '@/lib/use-action';
import { formatKm, formatPrice, formatYear } from './market-price-format';
import { RowLink } from '@/components/data-table/row-link';

/** Unmasks one row of the list, once per row. */
export const readMarketPriceRow = (ref: FragmentType<typeof MarketPriceRowFragmentDoc>) =>
  readFragment(MarketPriceRowFragmentDoc, ref);

const iconLink =
  'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground';

/** SPEC §2.8: running number, brand, model, version name, year, price (VND), km run, creation time. */
export function marketPriceColumns(
  page: number,
  remove: (vars: { id: string }) => Promise<ActionResult<unknown>>,
): DataTableColumn<MarketPriceRowFragment>[] {
  return [
    indexColumn(page),
    textColumn('brand', 'Brand', (v) => v.brandDetail?.name, 50),
    textColumn('model', 'Model', (v) => v.modelDetail?.name, 50),
    sortable(
      'name',
      column(
        'name',
        'Version name',
        (v) => (
          <span className="font-medium">
            <Truncated text={v.name} max={50} />
          </span>
        ),
        (v) => v.name,
      ),
    ),
    sortable(
      'year',
      column(
        'yearManufacture',
        'Year of manufacture',
        (v) => <span className="tabular-nums">{formatYear(v.yearManufacture)}</span>,
        (v) => v.yearManufacture ?? null,
      ),
    ),
    sortable(
      'price',
      numericColumn(
        'priceCarVersion',
        'Price (VND)',
        (v) => formatPrice(v.priceCarVersion),
        (v) => v.priceCarVersion ?? null,
      ),
    ),
    numericColumn(
      'numKilometerCarRun',
      'Km run',
      (v) => formatKm(v.numKilometerCarRun),
      (v) => v.numKilometerCarRun ?? null,
    ),
    sortable(
      'createdAt',
      figureColumn(
        'createdAt',
        'Creation time',
        (v) => formatDateTime(v.createdAt),
        (v) => dateCell(v.createdAt),
      ),
    ),
    column('action', 'Action', ({ id, name }) => (
      <div className="flex items-center gap-1">
        <Link to="/market-price/view/$id" params={{ id }} className={iconLink} aria-label={`View ${name}`}>
          <Eye className="size-4" aria-hidden="true" />
        </Link>
        <ConfirmDelete
          name={name}
          description={`${name} will be removed from the market price list.`}
          onConfirm={() => remove({ id })}
        />
        <RowLink to="/market-price/edit/$id" params={{ id }} className={iconLink} aria-label={`Edit ${name}`}>
          <Pencil className="size-4" aria-hidden="true" />
        </RowLink>
      </div>
    )),
  ];
}
