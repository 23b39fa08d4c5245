import { Pencil, Trash2 } from 'lucide-react';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Switch } from '@/components/ui/switch';
import type { AdminGetUserServiceBenefitsQuery } from '@/gql/graphql';
import { activeLabel, BENEFIT_TYPE_LABELS, shortId } from '@/lib/package-labels';

export type BenefitRow = AdminGetUserServiceBenefitsQuery['adminGetUserServiceBenefits'][number];

/** SPEC §2.9 columns: id, title, type label, status, edit, delete. */
export function benefitColumns(a: {
  onEdit: (id: string) => void;
  onDelete: (id: string) => Promise<void>;
  onToggle: (id: string, active: boolean) => void;
  toggling: boolean;
}): DataTableColumn<BenefitRow>[] {
  return [
    {
      id: 'id',
      header: 'ID',
      cell: ({ row }) => (
        <span className="font-mono text-xs" title={row.original.id}>
          {shortId(row.original.id)}
        </span>
      ),
    },
    { id: 'title', header: 'Title', cell: ({ row }) => row.original.title },
    { id: 'type', header: 'Type', cell: ({ row }) => BENEFIT_TYPE_LABELS[row.original.type] },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => (
        <label className="inline-flex items-center gap-2 text-sm">
          <Switch
            checked={row.original.isActive}
            disabled={a.toggling}
            aria-label={`Active ${row.original.title}`}
            onCheckedChange={(next) => a.onToggle(row.original.id, next)}
          />
          {activeLabel(row.original.isActive)}
        </label>
      ),
    },
    {
      id: 'edit',
      header: 'Edit',
      cell: ({ row }) => (
        <Button variant="ghost" size="sm" onClick={() => a.onEdit(row.original.id)}>
          <Pencil aria-hidden="true" /> Edit
        </Button>
      ),
    },
    {
      id: 'delete',
      header: 'Delete',
      cell: ({ row }) => (
        <ConfirmDialog
          okText="Delete"
          destructive
          onConfirm={() => a.onDelete(row.original.id)}
          trigger={
            <Button variant="ghost" size="sm" className="text-destructive">
              <Trash2 aria-hidden="true" /> Delete
            </Button>
          }
        />
      ),
    },
  ];
}
