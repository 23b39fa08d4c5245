import type { RowData } from '@tanstack/react-table';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { columnLabel, isFixedColumn, type ColumnChoice } from './column-prefs';
import type { DataTableColumn } from './data-table';

interface Entry {
  id: string;
  label: string;
  visible: boolean;
}

/** The movable columns in the admin's order, each with whether it shows. */
function entriesOf<Row extends RowData>(all: DataTableColumn<Row>[], shown: DataTableColumn<Row>[]): Entry[] {
  const movable = all.filter((c) => !isFixedColumn(c.id));
  const shownIds = shown.map((c) => c.id).filter((id) => !isFixedColumn(id));
  const hidden = movable.filter((c) => !shownIds.includes(c.id));
  const byId = new Map(movable.map((c) => [c.id, c]));
  // The shown ones in their order, then the hidden ones where the list puts them.
  const ordered = [...shownIds.map((id) => byId.get(id)), ...hidden].filter((c) => c !== undefined);
  return ordered.map((c) => ({ id: c.id ?? '', label: columnLabel(c), visible: shownIds.includes(c.id) }));
}

/**
 * 'Columns': which of a list's columns show and in what order, kept for the admin on the server
 * (docs/saved-views.md). Checkboxes and Move up / Move down buttons, so the keyboard does all of it; the
 * row actions and the row checkbox are not listed (they always stay). 'Reset to default' goes back to the
 * list's own columns.
 */
export function ColumnChooser<Row extends RowData>(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Every column the admin may see, in the list's own order. */
  columns: DataTableColumn<Row>[];
  /** The columns as they show now. */
  shown: DataTableColumn<Row>[];
  onSave: (choice: ColumnChoice | null) => Promise<boolean>;
}) {
  const { open, columns, shown } = props;
  const [entries, setEntries] = useState<Entry[]>(() => entriesOf(columns, shown));
  const [saving, setSaving] = useState(false);
  // Each opening starts from the columns as they show.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setEntries(entriesOf(columns, shown));
  }

  // A moved row's button keeps the focus (or its twin, once the row reaches an end).
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [refocus, setRefocus] = useState<{ id: string; dir: 'up' | 'down' } | null>(null);
  useEffect(() => {
    if (!refocus) return;
    const own = buttons.current.get(`${refocus.id}:${refocus.dir}`);
    const twin = buttons.current.get(`${refocus.id}:${refocus.dir === 'up' ? 'down' : 'up'}`);
    (own && !own.disabled ? own : twin)?.focus();
    setRefocus(null);
  }, [refocus]);

  const move = (index: number, dir: 'up' | 'down') => {
    const to = dir === 'up' ? index - 1 : index + 1;
    const next = [...entries];
    const [item] = next.splice(index, 1);
    if (!item) return;
    next.splice(to, 0, item);
    setEntries(next);
    setRefocus({ id: item.id, dir });
  };
  const visibleCount = entries.filter((e) => e.visible).length;

  const finish = async (choice: ColumnChoice | null) => {
    setSaving(true);
    try {
      if (await props.onSave(choice)) props.onOpenChange(false);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (saving ? undefined : props.onOpenChange(next))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Columns</DialogTitle>
          <DialogDescription>
            Choose which columns of {props.title} show and in what order. The actions always stay.
          </DialogDescription>
        </DialogHeader>
        <ul aria-label={`Columns of ${props.title}`} className="grid max-h-[60vh] gap-1 overflow-y-auto">
          {entries.map((entry, index) => {
            const checkboxId = `column-choice-${entry.id}`;
            return (
              <li key={entry.id} className="flex items-center gap-2 rounded-md px-2 py-1 hover:bg-accent/50">
                <input
                  id={checkboxId}
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={entry.visible}
                  // The table keeps at least one column of its own beside the actions.
                  disabled={entry.visible && visibleCount === 1}
                  onChange={(e) =>
                    setEntries(
                      entries.map((x) => (x.id === entry.id ? { ...x, visible: e.target.checked } : x)),
                    )
                  }
                />
                <label htmlFor={checkboxId} className="flex-1 text-sm">
                  {entry.label}
                </label>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Move ${entry.label} up`}
                  title="Move up"
                  disabled={index === 0}
                  ref={(el) => {
                    if (el) buttons.current.set(`${entry.id}:up`, el);
                    else buttons.current.delete(`${entry.id}:up`);
                  }}
                  onClick={() => move(index, 'up')}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Move ${entry.label} down`}
                  title="Move down"
                  disabled={index === entries.length - 1}
                  ref={(el) => {
                    if (el) buttons.current.set(`${entry.id}:down`, el);
                    else buttons.current.delete(`${entry.id}:down`);
                  }}
                  onClick={() => move(index, 'down')}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
        <DialogFooter className="justify-between">
          <Button variant="outline" disabled={saving} onClick={() => void finish(null)}>
            Reset to default
          </Button>
          <div className="flex gap-2">
            <Button variant="outline" disabled={saving} onClick={() => props.onOpenChange(false)}>
              Cancel
            </Button>
            <Button
              disabled={saving}
              onClick={() =>
                void finish({
                  order: entries.map((e) => e.id),
                  hidden: entries.filter((e) => !e.visible).map((e) => e.id),
                })
              }
            >
              Save columns
            </Button>
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
