import { Pencil } from 'lucide-react';
import { ConfirmDelete } from '@/components/actions/confirm-delete';
import { activeColumn, column, type ToggleAction } from '@/components/data-table/columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { Button } from '@/components/ui/button';
import { readFragment, type FragmentType } from '@/gql';
import { BenefitRowFragmentDoc, type BenefitRowFragment } from '@/gql/graphql';
import { BENEFIT_TYPE_LABELS } from '@/lib/package-labels';
import type { ActionResult } from '@/lib/use-action';
import { ShortId } from './short-id';

/** Unmasks one row of the list, once per row. */
export const readBenefitRow = (ref: FragmentType<typeof BenefitRowFragmentDoc>) =>
  readFragment(BenefitRowFragmentDoc, ref);

/** SPEC §2.9 columns: id, title, type label, status, edit, delete. */
export function benefitColumns(a: {
  /** Opens the edit modal; null for an admin whose role may not write packages (no Edit is offered). */
  onEdit: ((id: string) => void) | null;
  toggle: ToggleAction;
  remove: (v: { id: string }) => Promise<ActionResult<unknown>>;
}): DataTableColumn<BenefitRowFragment>[] {
  return [
    column(
      'id',
      'ID',
      (b) => <ShortId id={b.id} />,
      (b) => b.id,
    ),
    column(
      'title',
      'Title',
      (b) => b.title,
      (b) => b.title,
    ),
    column(
      'type',
      'Type',
      (b) => BENEFIT_TYPE_LABELS[b.type],
      (b) => BENEFIT_TYPE_LABELS[b.type],
    ),
    activeColumn(a.toggle, (b) => b.title),
    ...(a.onEdit ? [editColumn(a.onEdit)] : []),
    column('action', 'Delete', (b) => (
      <ConfirmDelete name={b.title} onConfirm={() => a.remove({ id: b.id })} labelled />
    )),
  ];
}

function editColumn(onEdit: (id: string) => void): DataTableColumn<BenefitRowFragment> {
  return column('edit', 'Edit', (b) => (
    <Button variant="ghost" size="sm" onClick={() => onEdit(b.id)}>
      <Pencil aria-hidden="true" /> Edit
    </Button>
  ));
}
