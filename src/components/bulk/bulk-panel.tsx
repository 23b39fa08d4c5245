import { Download } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { hereLink, reportTask } from '@/components/bell/task-report';
import { Button } from '@/components/ui/button';
import { reportError } from '@/lib/error-mapper';
import { notify } from '@/lib/notify';
import { downloadXlsx } from '@/lib/xlsx/export-xlsx';
import { warnProblems, type WarningStyle } from './bulk-warnings';
import { countLeftOut, leftOutName, leftOutRows, rejectedSheet } from './rejected-sheet';
import { FilePicker } from './file-picker';
import { rowsText, type BulkMode, type Preview, type PreviewRow } from './preview';
import { PreviewSummary, PreviewTable } from './preview-table';
import { ProgressBar } from './progress-bar';
import type { ParseProgress } from './dry-run-protocol';
import { writeInChunks, type RowOutcome } from './write-batches';

type Stage<V> =
  | { step: 'idle' }
  | { step: 'parsing'; mode: BulkMode; progress: ParseProgress }
  | { step: 'preview'; preview: Preview<V> }
  | { step: 'writing'; preview: Preview<V>; done: number; total: number }
  | {
      step: 'done';
      preview: Preview<V>;
      failed: Map<number, string>;
      /** Rows Stop kept from being sent: in the rejected-rows file, to import again. */
      unsent: Map<number, string>;
      written: number;
    };

/** Why a row Stop kept back is in the rejected-rows file. */
export const NOT_SENT = 'Not sent: the import was stopped; import this row again';

export interface BulkPanelProps<V> {
  /** The download buttons (`TemplateDownloads`: the empty template, the current data). */
  downloads: ReactNode;
  /** What the file of rows not saved is named after: '{stem} rejected rows.xlsx', '… skipped rows.xlsx'. */
  fileStem: string;
  warning: WarningStyle;
  parse: (file: File, mode: BulkMode, onProgress: (p: ParseProgress) => void) => Promise<Preview<V>>;
  /** Writes the rows of one operation (see write-batches.ts); an outcome per row, in the order given. */
  write: (rows: V[]) => Promise<readonly RowOutcome[]>;
  /** Rows per operation; by default as many as keep progress fine-grained (rowsPerOperation). */
  rowsPerOperation?: number;
  onWritten: () => Promise<unknown>;
  /**
   * The dry-run buttons, one per mode the sheet knows; Add and Update by default (Settings). A sheet that
   * only creates (theory questions) names one.
   */
  modes?: readonly { mode: BulkMode; label: string }[];
  /** What the dry run is called in its heading, per mode. */
  titles?: Partial<Record<BulkMode, string>>;
  /** Told when a dry run or the writing starts and ends: a dialog holding the panel stays open meanwhile. */
  onBusyChange?: (busy: boolean) => void;
  /** What the header's bell calls the import ('Import theory questions'); by default 'Import {fileStem}'. */
  taskTitle?: string;
}

const DEFAULT_MODES = [
  { mode: 'add', label: 'Add' },
  { mode: 'update', label: 'Update' },
] as const;
const DEFAULT_TITLES: Record<BulkMode, string> = { add: 'Bulk add', update: 'Bulk update' };

const PHASE_LABEL = { read: 'Opening the file…', rows: 'Reading rows', check: 'Checking rows' } as const;

/**
 * The rows the dry run kept out, as the result line names them: a row with nothing wrong in it (a
 * duplicate, no price) is skipped, one with something to fix rejected.
 */
function afterImport(skipped: number, rejected: number): string {
  const parts = [
    skipped > 0 ? `${rowsText(skipped)} skipped` : '',
    rejected > 0 ? `${rowsText(rejected)} rejected` : '',
  ].filter(Boolean);
  return parts.length > 0 ? ` ${parts.join('; ')}.` : '';
}

/** Upload → dry run (preview) → write, 5 operations per request → result, for one kind of spreadsheet. */
export function BulkPanel<V>(props: BulkPanelProps<V>) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage<V>>({ step: 'idle' });
  const busy = stage.step === 'parsing' || stage.step === 'writing';
  const modes = props.modes ?? DEFAULT_MODES;
  const stop = useRef<AbortController | null>(null);
  const { onBusyChange } = props;
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const choose = (next: File | null) => {
    setFile(next);
    setStage({ step: 'idle' });
  };

  const dryRun = async (mode: BulkMode) => {
    if (!file) return;
    setStage({ step: 'parsing', mode, progress: { phase: 'read', done: 0, total: 0 } });
    try {
      const preview = await props.parse(file, mode, (progress) =>
        setStage((s) => (s.step === 'parsing' ? { ...s, progress } : s)),
      );
      setStage({ step: 'preview', preview });
    } catch (e) {
      setStage({ step: 'idle' });
      notify.error({
        title: 'The file could not be read',
        description: e instanceof Error ? e.message : undefined,
      });
    }
  };

  const importRows = async (preview: Preview<V>) => {
    const toWrite = preview.rows.filter((r): r is PreviewRow<V> & { variables: V } => r.variables !== null);
    setStage({ step: 'writing', preview, done: 0, total: toWrite.length });
    let failures: { item: PreviewRow<V>; message: string }[] = [];
    // Stop sends no further operation; the ones already sent finish, so a row is saved whole or not sent.
    const controller = new AbortController();
    stop.current = controller;
    const sent = new Set<number>();
    // Listed in the header's bell on every tab while it runs, and how it ended afterwards.
    const task = reportTask({
      kind: 'IMPORT',
      title: props.taskTitle ?? `Import ${props.fileStem}`,
      total: toWrite.length,
      link: hereLink(),
    });
    let error: unknown = null;
    try {
      failures = await writeInChunks(
        toWrite,
        (rows) => {
          for (const r of rows) sent.add(r.rowNumber);
          return props.write(rows.map((r) => r.variables));
        },
        (done, total) => {
          setStage((s) => (s.step === 'writing' ? { ...s, done, total } : s));
          task.progress({ done, total });
        },
        { rowsPerOperation: props.rowsPerOperation, signal: controller.signal },
      );
    } catch (e) {
      error = e;
      reportError(e);
    } finally {
      stop.current = null;
      await props.onWritten().catch(() => undefined);
    }
    const failed = new Map(failures.map((f) => [f.item.rowNumber, f.message]));
    const unsent = new Map(
      toWrite.filter((r) => !sent.has(r.rowNumber)).map((r) => [r.rowNumber, NOT_SENT] as const),
    );
    const written = toWrite.length - failures.length - unsent.size;
    const figures = { done: written, total: toWrite.length, failed: failures.length };
    if (error) task.end('FAILED', { ...figures, error: error instanceof Error ? error.message : undefined });
    else task.end(controller.signal.aborted ? 'CANCELLED' : 'DONE', figures);
    setStage({ step: 'done', preview, failed, unsent, written });
    warnProblems(preview.mode, preview, failed, props.warning);
    if (written > 0) {
      notify.success({
        title: `${rowsText(written)} ${preview.mode === 'add' ? 'created' : 'updated'}`,
      });
    }
  };

  const preview = stage.step === 'idle' || stage.step === 'parsing' ? null : stage.preview;
  // The file of rows not saved takes the duplicates (skipped), the refused, the failed and the rows Stop
  // kept back (rejected or not sent), each marked as what it is.
  const failed = stage.step === 'done' ? stage.failed : new Map<number, string>();
  const unsent = stage.step === 'done' ? stage.unsent : new Map<number, string>();
  const leftOut = preview ? countLeftOut(leftOutRows(preview, failed, unsent)) : { skipped: 0, rejected: 0 };
  const leftOutCount = leftOut.skipped + leftOut.rejected;
  const leftOutLabel = leftOutName(leftOut);
  const toWriteCount = preview ? preview.counts.create + preview.counts.update : 0;

  const downloadLeftOut = (preview: Preview<V>) => {
    downloadXlsx(`${props.fileStem} ${leftOutLabel}.xlsx`, rejectedSheet(preview, failed, unsent)).catch(
      reportError,
    );
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2">{props.downloads}</div>
      <FilePicker id={inputId} file={file} disabled={busy} onChange={choose} />
      <div className="flex flex-wrap gap-2">
        {modes.map((m, i) => (
          <Button
            key={m.mode}
            variant={i === 0 ? 'default' : 'secondary'}
            disabled={!file || busy}
            onClick={() => void dryRun(m.mode)}
          >
            {m.label}
          </Button>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">
        {modes.map((m) => m.label).join(' or ')} first checks every row and shows what would happen; nothing
        is saved until you confirm.
      </p>

      {stage.step === 'parsing' ? (
        <ProgressBar
          label={PHASE_LABEL[stage.progress.phase]}
          done={stage.progress.done}
          total={stage.progress.total}
        />
      ) : null}

      {preview ? (
        <section aria-label="Dry run" className="grid gap-3 rounded-md border p-3">
          <h3 className="text-sm font-semibold">
            {props.titles?.[preview.mode] ?? DEFAULT_TITLES[preview.mode]}:{' '}
            {preview.rows.length.toLocaleString('en-US')} rows read
          </h3>
          <PreviewSummary counts={preview.counts} modes={modes.map((m) => m.mode)} />
          <PreviewTable preview={preview} />
          {stage.step === 'writing' ? (
            <ProgressBar label="Saving rows" done={stage.done} total={stage.total} />
          ) : null}
          {stage.step === 'done' ? (
            <p role="status" className="text-sm">
              Saved {stage.written.toLocaleString('en-US')} of {rowsText(toWriteCount)}
              {stage.failed.size > 0 ? `; ${String(stage.failed.size)} failed` : ''}
              {stage.unsent.size > 0 ? `; stopped, ${rowsText(stage.unsent.size)} not sent` : ''}.
              {afterImport(leftOut.skipped, leftOut.rejected - stage.failed.size - stage.unsent.size)}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {stage.step === 'writing' ? (
              <Button variant="outline" onClick={() => stop.current?.abort()}>
                Stop
              </Button>
            ) : null}
            {stage.step === 'preview' ? (
              <>
                <Button disabled={toWriteCount === 0} onClick={() => void importRows(preview)}>
                  Import {rowsText(toWriteCount)}
                </Button>
                <Button variant="ghost" onClick={() => setStage({ step: 'idle' })}>
                  Cancel
                </Button>
              </>
            ) : null}
            {leftOutCount > 0 && stage.step !== 'writing' ? (
              <Button variant="outline" onClick={() => downloadLeftOut(preview)}>
                <Download aria-hidden="true" /> Download {leftOutLabel} (
                {leftOutCount.toLocaleString('en-US')})
              </Button>
            ) : null}
          </div>
        </section>
      ) : null}
    </div>
  );
}
