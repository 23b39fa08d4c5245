import { countOf } from '@/lib/bulk-answer';
import type { Permission } from '@/rules/permissions';
import type { BulkAction, BulkAnswer } from './selection';

/** How a list names its rows in the bar's words: 'banner' / 'banners'. */
export interface BulkWords {
  one: string;
  many: string;
}

/**
 * 'Set active' and 'Set inactive' for a list whose rows have SPEC §4's Active switch: each row set to the
 * state asked (not flipped), as the row's own switch would set it, with the switch's permission.
 */
export function activeBulkActions<Row>(o: {
  permission: Permission;
  words: BulkWords;
  run: (rows: readonly Row[], active: boolean) => Promise<BulkAnswer>;
}): BulkAction<Row>[] {
  const count = (n: number) => countOf(n, o.words.one, o.words.many);
  return [true, false].map((active) => {
    const state = active ? 'active' : 'inactive';
    return {
      label: `Set ${state}`,
      permission: o.permission,
      run: (rows) => o.run(rows, active),
      done: (n) => `${count(n)} set ${state}`,
      failed: (n) => `${count(n)} not set ${state}`,
    };
  });
}

/** Delete, after one confirmation naming how many (SPEC's single delete asks 'Are you sure?'). */
export function deleteBulkAction<Row>(o: {
  permission: Permission;
  words: BulkWords;
  run: (rows: readonly Row[]) => Promise<BulkAnswer>;
  /** The rows go to the Trash (docs/trash.md): what restores them, for the message's Undo. */
  undo?: BulkAction<Row>['undo'];
}): BulkAction<Row> {
  const count = (n: number) => countOf(n, o.words.one, o.words.many);
  return {
    ...(o.undo ? { undo: o.undo } : {}),
    label: 'Delete',
    permission: o.permission,
    destructive: true,
    confirm: (n) => ({
      title: `Delete ${count(n)}?`,
      description: `Are you sure? Each of the ${count(n)} is deleted as if deleted on its own.`,
      okText: 'Delete',
    }),
    run: o.run,
    done: (n) => `${count(n)} deleted`,
    failed: (n) => `${count(n)} not deleted`,
  };
}
