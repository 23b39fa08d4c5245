import { Link } from '@tanstack/react-router';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { Button, buttonVariants } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Switch } from '@/components/ui/switch';
import type { AdminGetServicesQuery } from '@/gql/graphql';
import { formatVnd } from '@/lib/format';
import { activeLabel, SERVICE_PACKAGE_TYPE_LABELS, shortId } from '@/lib/package-labels';
import { Count } from './count';
import type { ServicesSearch } from './services-search';

export type ServiceRow = AdminGetServicesQuery['adminGetServices']['items'][number];

export interface ServiceRowActions {
  search: ServicesSearch;
  onToggle: (id: string, active: boolean) => void;
  onDelete: (id: string) => Promise<boolean>;
  toggling: boolean;
}

const linkButton = buttonVariants({ variant: 'ghost', size: 'sm' });

const money = (n: number | null | undefined) => (
  <span className="whitespace-nowrap tabular-nums">{formatVnd(n)}</span>
);

/** SPEC §2.9 columns, in order; edit and view keep the list's query so Back returns to the same page. */
export function serviceColumns(a: ServiceRowActions): DataTableColumn<ServiceRow>[] {
  return [
    {
      id: 'id',
      header: 'Package ID',
      cell: ({ row }) => (
        <span className="font-mono text-xs" title={row.original.id}>
          {shortId(row.original.id)}
        </span>
      ),
    },
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
        <label className="inline-flex items-center gap-2 text-sm">
          <Switch
            checked={row.original.isActive}
            disabled={a.toggling}
            aria-label={`Active ${shortId(row.original.id)}`}
            onCheckedChange={(next) => a.onToggle(row.original.id, next)}
          />
          {activeLabel(row.original.isActive)}
        </label>
      ),
    },
    {
      id: 'actions',
      header: 'Action',
      cell: ({ row }) => (
        <div className="flex items-center gap-1">
          <Link
            to="/service-package/view/$id"
            params={{ id: row.original.id }}
            search={a.search}
            className={linkButton}
          >
            <Eye aria-hidden="true" /> View
          </Link>
          <Link
            to="/service-package/edit/$id"
            params={{ id: row.original.id }}
            search={a.search}
            className={linkButton}
          >
            <Pencil aria-hidden="true" /> Edit
          </Link>
          <ConfirmDialog
            okText="Delete"
            destructive
            onConfirm={async () => {
              await a.onDelete(row.original.id);
            }}
            trigger={
              <Button variant="ghost" size="sm" className="text-destructive">
                <Trash2 aria-hidden="true" /> Delete
              </Button>
            }
          />
        </div>
      ),
    },
  ];
}
