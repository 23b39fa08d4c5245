import { Link } from '@tanstack/react-router';
import { Eye, Pencil } from 'lucide-react';
import { ConfirmDelete } from '@/components/actions/confirm-delete';
import { ordinal, type DataTableColumn } from '@/components/data-table/data-table';
import { Truncated } from '@/components/data-table/truncated';
import { readFragment, type FragmentType } from '@/gql';
import { MarketPriceRowFragmentDoc, type MarketPriceRowFragment } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format';
import type { ActionResult } from '@/lib/use-action';
import { formatKm, formatPrice, formatYear } from './market-price-format';

/** Unmasks one row of the list, once per row. */
export const readMarketPriceRow = (ref: FragmentType<typeof MarketPriceRowFragmentDoc>) =>
  readFragment(MarketPriceRowFragmentDoc, ref);

const numeric = 'block whitespace-nowrap text-right tabular-nums';
const iconLink =
  'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground';

/** SPEC §2.8: running number, brand, model, version name, year, price (VND), km run, creation time. */
export function marketPriceColumns(
  page: number,
  remove: (vars: { id: string }) => Promise<ActionResult<unknown>>,
): DataTableColumn<MarketPriceRowFragment>[] {
  return [
    { id: 'index', header: 'No.', cell: ({ row }) => ordinal(page, row.index) },
    {
      id: 'brand',
      header: 'Brand',
      cell: ({ row }) => <Truncated text={row.original.brandDetail?.name} max={50} />,
    },
    {
      id: 'model',
      header: 'Model',
      cell: ({ row }) => <Truncated text={row.original.modelDetail?.name} max={50} />,
    },
    {
      id: 'name',
      header: 'Version name',
      cell: ({ row }) => (
        <span className="font-medium">
          <Truncated text={row.original.name} max={50} />
        </span>
      ),
    },
    {
      id: 'yearManufacture',
      header: 'Year of manufacture',
      cell: ({ row }) => <span className="tabular-nums">{formatYear(row.original.yearManufacture)}</span>,
    },
    {
      id: 'priceCarVersion',
      header: () => <span className="block text-right">Price (VND)</span>,
      cell: ({ row }) => <span className={numeric}>{formatPrice(row.original.priceCarVersion)}</span>,
    },
    {
      id: 'numKilometerCarRun',
      header: () => <span className="block text-right">Km run</span>,
      cell: ({ row }) => <span className={numeric}>{formatKm(row.original.numKilometerCarRun)}</span>,
    },
    {
      id: 'createdAt',
      header: 'Creation time',
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.original.createdAt)}</span>
      ),
    },
    {
      id: 'action',
      header: 'Action',
      cell: ({ row }) => {
        const { id, name } = row.original;
        return (
          <div className="flex items-center gap-1">
            <Link
              to="/market-price/view/$id"
              params={{ id }}
              className={iconLink}
              aria-label={`View ${name}`}
            >
              <Eye className="size-4" aria-hidden="true" />
            </Link>
            <ConfirmDelete
              name={name}
              description={`${name} will be removed from the market price list.`}
              onConfirm={() => remove({ id })}
            />
            <Link
              to="/market-price/edit/$id"
              params={{ id }}
              className={iconLink}
              aria-label={`Edit ${name}`}
            >
              <Pencil className="size-4" aria-hidden="true" />
            </Link>
          </div>
        );
      },
    },
  ];
}
