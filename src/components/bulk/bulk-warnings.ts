import { notify } from '@/lib/notify';
import { NOTHING_TO_CHANGE, rowWarning, type BulkMode, type Preview } from './preview';

/** More toasts than this bury the screen; the rest are in the rejected-rows file. */
const MAX_TOASTS = 5;

export interface WarningStyle {
  /** 'Lỗi' in the registration location flow (SPEC §8); the version flow shows the message as the title. */
  title?: string;
}

/** Rows of an import that did not go through: skipped in the dry run for a reason, or failed on write. */
export function problemRows<V>(preview: Preview<V>, failed: ReadonlyMap<number, string>) {
  return preview.rows.filter(
    (r) => (r.action === 'skip' && r.reason !== NOTHING_TO_CHANGE) || failed.has(r.rowNumber),
  );
}

/** SPEC §8: each failing update row warns with its id; a failing new row (no id yet) names its row. */
export function warnProblems<V>(
  mode: BulkMode,
  preview: Preview<V>,
  failed: ReadonlyMap<number, string>,
  style: WarningStyle,
): void {
  const problems = problemRows(preview, failed).filter((r) => mode === 'update' || failed.has(r.rowNumber));
  for (const row of problems.slice(0, MAX_TOASTS)) {
    const message =
      mode === 'update' && row.id
        ? rowWarning(row.id)
        : `Row ${String(row.rowNumber)}: ${failed.get(row.rowNumber) ?? row.reason ?? ''}`;
    if (style.title) notify.warning({ title: style.title, description: message });
    else
      notify.warning({ title: message, description: failed.get(row.rowNumber) ?? row.reason ?? undefined });
  }
  if (problems.length > MAX_TOASTS) {
    notify.warning({
      title: style.title ?? `${String(problems.length - MAX_TOASTS)} more rows were not saved`,
      description: `${String(problems.length - MAX_TOASTS)} more rows were not saved: download the rejected rows to see why.`,
    });
  }
}
