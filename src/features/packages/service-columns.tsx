import { Link } from '@tanstack/react-router';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { ConfirmDelete } from '@/components/actions/confirm-delete';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { Button, buttonVariants } from '@/components/ui/button';
import { readFragment, type FragmentType } from '@/gql';
import { ServiceRowFragmentDoc, type ServiceRowFragment } from '@/gql/graphql';
import { formatVnd } from '@/lib/format';
import { SERVICE_PACKAGE_TYPE_LABELS, shortId } from '@/lib/package-labels';
import { packageName } from '@/lib/package-name';
import { withServiceTerms, type WithServiceTerms } from '@/lib/package-terms';
import type { ActionResult } from '@/lib/use-action';
import { ActiveSwitch } from './active-switch';
import { Count } from './count';
import type { ServicesSearch } from './packages-search';
import { ShortId } from './short-id';

/** Unmasks one row of the list, once per row. */
export const readServiceRow = (ref: FragmentType<typeof ServiceRowFragmentDoc>) =>
  withServiceTerms(readFragment(ServiceRowFragmentDoc, ref));

const linkButton = buttonVariants({ variant: 'ghost', size: 'sm' });
const money = (n: number | null | undefined) => (
  <span className="whitespace-nowrap tabular-nums">{formatVnd(n)}</span>
);

/** SPEC §2.9 columns, in order; edit and view keep the list's query (SPEC: 'edit (keeps query)'). */
export function serviceColumns(a: {
  search: ServicesSearch;
  toggle: {
    run: (v: { id: string; active: boolean }) => unknown;
    variables?: { id: string | number } | undefined;
  };
  remove: (v: { id: string }) => Promise<ActionResult<unknown>>;
}): DataTableColumn<WithServiceTerms<ServiceRowFragment>>[] {
  return [
    { id: 'id', header: 'Package ID', cell: ({ row }) => <ShortId id={row.original.id} /> },
    {
      id: 'type',
      header: 'Type',
      cell: ({ row }) => (
        <span className="inline-block min-w-36">{SERVICE_PACKAGE_TYPE_LABELS[row.original.type]}</span>
      ),
    },
    { id: 'quantity', header: 'Quantity', cell: ({ row }) => <Count n={row.original.quantity} /> },
    { id: 'day', header: 'Number of days', cell: ({ row }) => <Count n={row.original.day} /> },
    { id: 'unitPrice', header: 'Unit fee', cell: ({ row }) => money(row.original.unitPrice) },
    { id: 'totalPrice', header: 'Package fee', cell: ({ row }) => money(row.original.totalPrice) },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => (
        <ActiveSwitch
          name={shortId(row.original.id)}
          isActive={row.original.isActive}
          pending={a.toggle.variables?.id === row.original.id}
          onChange={(active) => void a.toggle.run({ id: row.original.id, active })}
        />
      ),
    },
    {
      id: 'action',
      header: 'Action',
      cell: ({ row }) => {
        const { id } = row.original;
        return (
          <div className="flex items-center gap-1">
            <Link to="/service-package/view/$id" params={{ id }} search={a.search} className={linkButton}>
              <Eye aria-hidden="true" /> View
            </Link>
            <Link to="/service-package/edit/$id" params={{ id }} search={a.search} className={linkButton}>
              <Pencil aria-hidden="true" /> Edit
            </Link>
            <ConfirmDelete
              name={packageName(row.original)}
              onConfirm={() => a.remove({ id })}
              trigger={
                <Button variant="ghost" size="sm" className="text-destructive">
                  <Trash2 aria-hidden="true" /> Delete
                </Button>
              }
            />
          </div>
        );
      },
    },
  ];
}
