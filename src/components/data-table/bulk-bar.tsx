import { X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { reportError } from '@/lib/error-mapper';
import { notify } from '@/lib/notify';
import { MAX_BULK_ACTION_IDS } from '@/rules/bulk';
import type { FetchAll } from './list-export';
import type { BulkAction, BulkRowResult, BulkRun, Selection } from './selection';

/**
 * 'Select all N matching' fetches the rows with the list's own operation and filters (as Export does) and
 * keeps them selected; past this many the admin narrows the filters first. Why the client pages through
 * the rows rather than the server acting on the filters: the admin sees, counts and may untick exactly the
 * rows that will be acted on, a row added meanwhile is never swept in unseen, every list's filters stay
 * declared once (in the SPA and its operation), and the answer is per row either way.
 */
export const SELECT_ALL_MAX = 5000;

/** What the last action did, shown in the bar while the rows it could not change stay selected. */
interface Outcome {
  summary: string;
  failures: { id: string; name: string; error: string }[];
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The bar over a list with rows selected: 'N selected' (announced politely), the list's actions the admin's
 * role permits, 'Select all N matching' beyond the page, Clear selection, and after an action what worked and
 * what did not, row by row in the server's words. Failed rows stay selected; the list refreshes (each
 * action's mutation names its list as stale).
 */
export function BulkBar<Row extends { id: string }>(props: {
  selection: Selection<Row>;
  actions: readonly BulkAction<Row>[];
  /** Rows the filters match (the list's total). */
  total: number | undefined;
  fetchAll: FetchAll<Row> | undefined;
}) {
  const { selection, actions, total } = props;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<BulkAction<Row> | null>(null);
  const [asking, setAsking] = useState<BulkAction<Row> | null>(null);
  const [selectingAll, setSelectingAll] = useState(false);
  const abort = useRef<AbortController | null>(null);

  const perform = async (action: BulkAction<Row>, run: BulkRun<Row>) => {
    const rows = selection.rows;
    setBusy(true);
    setOutcome(null);
    const answered: BulkRowResult[] = [];
    try {
      for (const part of chunks(rows, MAX_BULK_ACTION_IDS)) {
        const answer = await run(part);
        // The call failed as a whole (no permission, offline): the error mapper has said why; the rows
        // not answered stay selected.
        if (!answer) break;
        answered.push(...answer);
      }
    } finally {
      setBusy(false);
    }
    const done = new Set(answered.filter((r) => r.ok).map((r) => r.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const failures = answered
      .filter((r) => !r.ok)
      .map((r) => {
        const row = byId.get(r.id);
        return { id: r.id, name: row ? selection.rowName(row) : r.id, error: r.error ?? '' };
      });
    selection.replace(rows.filter((r) => !done.has(r.id)));
    const { undo } = action;
    if (done.size > 0)
      notify.success(
        undo
          ? {
              title: action.done(done.size),
              description: undo.note,
              action: { label: 'Undo', run: () => void undo.run([...done]) },
              duration: undo.ms,
            }
          : { title: action.done(done.size) },
      );
    if (failures.length > 0) {
      const summary = [done.size > 0 ? action.done(done.size) : null, action.failed(failures.length)]
        .filter(Boolean)
        .join('; ');
      setOutcome({ summary, failures });
    }
  };

  const start = (action: BulkAction<Row>) => {
    if (action.dialog) setAsking(action);
    else if (action.confirm) setConfirming(action);
    else if (action.run) void perform(action, action.run);
  };

  const selectAll = async () => {
    if (!props.fetchAll) return;
    const controller = new AbortController();
    abort.current = controller;
    setSelectingAll(true);
    try {
      selection.replace(await props.fetchAll(controller.signal, () => undefined));
      setOutcome(null);
    } catch (error) {
      if (!controller.signal.aborted) reportError(error);
    } finally {
      setSelectingAll(false);
      abort.current = null;
    }
  };

  const count = selection.count;
  const more =
    total !== undefined && count > 0 && selection.pageState === 'all' && total > count && props.fetchAll;
  const confirm = confirming?.confirm?.(count);

  return (
    <div role="region" aria-label="Bulk actions" className={count > 0 ? 'mb-3' : undefined}>
      {/* Always in the page, so that screen readers announce each change of the count. */}
      <p aria-live="polite" className="sr-only">
        {count > 0 ? `${count.toLocaleString('en-US')} selected` : ''}
      </p>
      {count > 0 ? (
        <div className="flex flex-wrap items-center gap-2 rounded-md border border-primary/30 bg-primary/5 px-3 py-2">
          <span className="text-sm font-medium tabular-nums" aria-hidden="true">
            {count.toLocaleString('en-US')} selected
          </span>
          {actions.map((action) => (
            <Button
              key={action.label}
              size="sm"
              variant={action.destructive ? 'destructive' : 'outline'}
              disabled={busy || selectingAll}
              onClick={() => start(action)}
            >
              {action.label}
            </Button>
          ))}
          {more ? (
            total <= SELECT_ALL_MAX ? (
              <Button
                size="sm"
                variant="link"
                disabled={busy || selectingAll}
                onClick={() => void selectAll()}
              >
                {selectingAll ? 'Selecting…' : `Select all ${total.toLocaleString('en-US')} matching`}
              </Button>
            ) : (
              <span className="text-xs text-muted-foreground">
                {`${total.toLocaleString('en-US')} match: narrow the filters to select them all (at most ${SELECT_ALL_MAX.toLocaleString('en-US')})`}
              </span>
            )
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            className="ml-auto"
            disabled={busy}
            onClick={() => {
              abort.current?.abort();
              selection.clear();
              setOutcome(null);
            }}
          >
            <X aria-hidden="true" /> Clear selection
          </Button>
        </div>
      ) : null}
      <div aria-live="polite">
        {outcome && count > 0 ? (
          <div className="mt-2 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm">
            <p className="font-medium">{outcome.summary}</p>
            <ul className="mt-1 list-disc pl-5">
              {outcome.failures.map((f) => (
                <li key={f.id}>
                  <span className="font-medium">{f.name}</span>: {f.error}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {confirming && confirm ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : setConfirming(null))}
          destructive={confirming.destructive}
          title={confirm.title}
          description={confirm.description}
          okText={confirm.okText}
          onConfirm={async () => {
            if (confirming.run) await perform(confirming, confirming.run);
          }}
        />
      ) : null}
      {asking?.dialog
        ? asking.dialog({
            count,
            open: true,
            onOpenChange: (open) => (open ? undefined : setAsking(null)),
            submit: (run) => perform(asking, run),
          })
        : null}
    </div>
  );
}
