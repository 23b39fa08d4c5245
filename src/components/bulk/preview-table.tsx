import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Select } from '@/components/ui/select';
import type { BulkMode, Preview, RowAction } from './preview';

/** Enough to see what will happen; the full list of rejected rows is the downloadable file. */
const SHOWN = 100;

const ACTION_LABEL: Record<RowAction, string> = { create: 'Create', update: 'Update', skip: 'Skip' };
const ACTION_VARIANT = { create: 'success', update: 'info', skip: 'warning' } as const;

/** The counts of the dry run; 'To update' only for a sheet that has an update mode. */
export function PreviewSummary({
  counts,
  modes = ['add', 'update'],
}: {
  counts: Record<RowAction, number>;
  modes?: readonly BulkMode[];
}) {
  return (
    <div className="flex flex-wrap gap-2" aria-label="Dry run summary">
      <Badge variant="success">To create: {counts.create.toLocaleString('en-US')}</Badge>
      {modes.includes('update') ? (
        <Badge variant="info">To update: {counts.update.toLocaleString('en-US')}</Badge>
      ) : null}
      <Badge variant="warning">To skip: {counts.skip.toLocaleString('en-US')}</Badge>
    </div>
  );
}

export function PreviewTable<V>({ preview }: { preview: Preview<V> }) {
  const [filter, setFilter] = useState<'' | RowAction>(preview.counts.skip > 0 ? 'skip' : '');
  const rows = filter ? preview.rows.filter((r) => r.action === filter) : preview.rows;
  return (
    <div className="grid gap-2">
      <Select
        aria-label="Show rows"
        className="w-44"
        placeholder="All rows"
        options={[
          { value: 'create', label: 'Rows to create' },
          { value: 'update', label: 'Rows to update' },
          { value: 'skip', label: 'Rows to skip' },
        ]}
        value={filter}
        onChange={(e) => setFilter(e.target.value as '' | RowAction)}
      />
      {/* A list, not a table: the form column is narrow and the reason needs the whole width. */}
      <ul aria-label="Dry run rows" className="max-h-80 divide-y overflow-auto rounded-md border text-sm">
        {rows.length === 0 ? (
          <li className="p-3 text-center text-muted-foreground">No rows</li>
        ) : (
          rows.slice(0, SHOWN).map((row) => (
            <li key={row.rowNumber} className="grid gap-0.5 px-3 py-2">
              <div className="flex min-w-0 items-center gap-2">
                <span className="shrink-0 text-xs text-muted-foreground">Row {row.rowNumber}</span>
                <span className="min-w-0 flex-1 truncate font-medium" title={row.id ?? undefined}>
                  {row.label || row.id || '—'}
                </span>
                <Badge variant={ACTION_VARIANT[row.action]}>{ACTION_LABEL[row.action]}</Badge>
              </div>
              {row.reason ? <p className="break-words text-xs text-muted-foreground">{row.reason}</p> : null}
            </li>
          ))
        )}
      </ul>
      {rows.length > SHOWN ? (
        <p className="text-xs text-muted-foreground">
          Showing {SHOWN} of {rows.length.toLocaleString('en-US')} rows.
        </p>
      ) : null}
    </div>
  );
}
