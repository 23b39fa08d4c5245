import { ordinal, type DataTableColumn } from '@/components/data-table/data-table';
import type { AdminGetListAllVersionQuery } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format';
import { formatKm, formatPrice, formatYear } from './market-price-format';
import { MarketPriceActions } from './market-price-actions';

export type MarketPriceRow = AdminGetListAllVersionQuery['adminGetListAllVersion']['items'][number];

const numeric = 'block text-right tabular-nums';

/** SPEC §2.8: running number, brand, model, version name, year, price (VND), km run, creation time. */
export function marketPriceColumns(page: number): DataTableColumn<MarketPriceRow>[] {
  return [
    { id: 'index', header: 'No.', cell: ({ row }) => ordinal(page, row.index) },
    { id: 'brand', header: 'Brand', cell: ({ row }) => row.original.brandDetail?.name ?? '-' },
    { id: 'model', header: 'Model', cell: ({ row }) => row.original.modelDetail?.name ?? '-' },
    {
      id: 'name',
      header: 'Version name',
      cell: ({ row }) => <span className="font-medium">{row.original.name}</span>,
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
      cell: ({ row }) => <MarketPriceActions id={row.original.id} name={row.original.name} />,
    },
  ];
}
