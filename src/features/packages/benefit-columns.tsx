import { Pencil, Trash2 } from 'lucide-react';
import { ConfirmDelete } from '@/components/actions/confirm-delete';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { Button } from '@/components/ui/button';
import { readFragment, type FragmentType } from '@/gql';
import { BenefitRowFragmentDoc, type BenefitRowFragment } from '@/gql/graphql';
import { BENEFIT_TYPE_LABELS } from '@/lib/package-labels';
import type { ActionResult } from '@/lib/use-action';
import { ActiveSwitch } from './active-switch';
import { ShortId } from './short-id';

/** Unmasks one row of the list, once per row. */
export const readBenefitRow = (ref: FragmentType<typeof BenefitRowFragmentDoc>) =>
  readFragment(BenefitRowFragmentDoc, ref);

/** SPEC §2.9 columns: id, title, type label, status, edit, delete. */
export function benefitColumns(a: {
  onEdit: (id: string) => void;
  toggle: {
    run: (v: { id: string; active: boolean }) => unknown;
    variables?: { id: string | number } | undefined;
  };
  remove: (v: { id: string }) => Promise<ActionResult<unknown>>;
}): DataTableColumn<BenefitRowFragment>[] {
  return [
    { id: 'id', header: 'ID', cell: ({ row }) => <ShortId id={row.original.id} /> },
    { id: 'title', header: 'Title', cell: ({ row }) => row.original.title },
    { id: 'type', header: 'Type', cell: ({ row }) => BENEFIT_TYPE_LABELS[row.original.type] },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => (
        <ActiveSwitch
          name={row.original.title}
          isActive={row.original.isActive}
          pending={a.toggle.variables?.id === row.original.id}
          onChange={(active) => void a.toggle.run({ id: row.original.id, active })}
        />
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
      id: 'action',
      header: 'Delete',
      cell: ({ row }) => (
        <ConfirmDelete
          name={row.original.title}
          onConfirm={() => a.remove({ id: row.original.id })}
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
