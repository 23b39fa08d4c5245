import { Search } from 'lucide-react';
import { useEffect, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import { Input } from './input';

/** One row of a picker's list: what identifies it, what is read, an optional second line. */
export interface PickerItem {
  key: string;
  label: string;
  detail?: string | undefined;
  disabled?: boolean | undefined;
}

/** The button that shows a picker's choice and opens it: an input's look, the chosen text cut to one line. */
export const pickerButtonClassName = 'items-center justify-between gap-2 pr-8 text-left';

/**
 * The next enabled row from `from` going `step` (1 down, -1 up), wrapping; -1 when none is enabled.
 * From -1 (nothing active yet) ArrowDown reaches the first row and ArrowUp the last.
 */
export function nextEnabled(items: readonly PickerItem[], from: number, step: 1 | -1): number {
  const n = items.length;
  const start = from < 0 ? (step === 1 ? -1 : n) : from;
  for (let k = 1; k <= n; k++) {
    const i = (((start + step * k) % n) + n) % n;
    if (!items[i]?.disabled) return i;
  }
  return -1;
}

/**
 * The open half of a picker, shared by the searchable select (local options) and AsyncSelect (the
 * server's matches): a search box that is an ARIA combobox controlling a listbox, the active row named by
 * `aria-activedescendant` while focus stays in the box. ArrowDown/ArrowUp move (wrapping, skipping
 * disabled rows), Home/End go to the first and last row, Enter picks the active row (or, with none
 * active, the first), and Escape is the popover's: it closes and focus returns to the button.
 */
export function PickerPanel(props: {
  /** Base of the listbox's and the rows' ids. */
  id: string;
  /** The field's name, for the listbox and the search box ('Search Ward'). */
  label: string;
  searchPlaceholder?: string | undefined;
  draft: string;
  onDraft: (text: string) => void;
  items: readonly PickerItem[];
  /** The highlighted row, -1 for none. */
  active: number;
  onActive: (index: number) => void;
  onPick: (index: number) => void;
  /** The chosen row's key, marked as the current choice. */
  chosenKey?: string | undefined;
  /** Said under the list instead of rows ('No match…', 'Searching…'). */
  status: string | null;
  busy?: boolean;
}) {
  const { id, items, active, onActive } = props;
  const listId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${String(i)}`;

  // The active row stays in view as the keys move through a long list (hundreds of wards).
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // optionId is derived from id alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, id]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // A key the list uses is the list's: a screen's own keys (a queue's J/K, Enter) never see it.
    const move = (to: number) => {
      e.preventDefault();
      e.stopPropagation();
      if (to >= 0) onActive(to);
    };
    if (e.key === 'ArrowDown') move(nextEnabled(items, active, 1));
    else if (e.key === 'ArrowUp') move(nextEnabled(items, active, -1));
    else if (e.key === 'Home') move(nextEnabled(items, -1, 1));
    else if (e.key === 'End') move(nextEnabled(items, -1, -1));
    else if (e.key === 'Enter') {
      // Picks rather than submitting a form around it.
      e.preventDefault();
      e.stopPropagation();
      const chosen = active >= 0 ? active : nextEnabled(items, -1, 1);
      if (chosen >= 0 && !items[chosen]?.disabled) props.onPick(chosen);
    }
  };

  return (
    <>
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-2.5 top-2.5 size-4 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          autoFocus
          role="combobox"
          aria-label={`Search ${props.label}`}
          aria-autocomplete="list"
          aria-expanded={items.length > 0}
          aria-controls={listId}
          aria-activedescendant={active >= 0 && active < items.length ? optionId(active) : undefined}
          className="pl-8"
          autoComplete="off"
          placeholder={props.searchPlaceholder ?? 'Type to search'}
          value={props.draft}
          onChange={(e) => props.onDraft(e.target.value)}
          onKeyDown={onKeyDown}
        />
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={props.label}
        aria-busy={props.busy}
        className="mt-2 max-h-64 overflow-y-auto text-sm"
      >
        {items.map((item, i) => (
          <li
            key={item.key}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            aria-disabled={item.disabled || undefined}
            aria-current={item.key === props.chosenKey || undefined}
            className={cn(
              'cursor-pointer rounded-sm px-2 py-1.5 hover:bg-accent aria-[current=true]:font-medium',
              i === active && 'bg-accent',
              item.disabled && 'cursor-not-allowed opacity-50',
            )}
            onMouseEnter={() => onActive(i)}
            onClick={() => (item.disabled ? undefined : props.onPick(i))}
          >
            <span className="block truncate">{item.label}</span>
            {item.detail ? (
              <span className="block truncate text-xs text-muted-foreground">{item.detail}</span>
            ) : null}
          </li>
        ))}
      </ul>
      {props.status ? (
        <p role="status" className="px-2 py-1.5 text-sm text-muted-foreground">
          {props.status}
        </p>
      ) : null}
    </>
  );
}
