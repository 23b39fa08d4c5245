import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Loader2, Search } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { adminSearchQueryOptions } from '@/gql/hooks';
import { cn } from '@/lib/cn';
import { paletteFold, paletteSearchSchema, PALETTE_RECORD_MIN, phoneDigits } from '@/rules/palette';
import { mayOpen } from '../layout/permissions';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';
import {
  matches,
  readRecent,
  recordItems,
  rememberRecent,
  RECENT_GROUP,
  screensOf,
  type PaletteItem,
} from './palette-items';

/** Typing pauses this long before the records are asked for; screens match at every key. */
const SEARCH_DEBOUNCE_MS = 150;
/** Screens shown for a text typed (all of them, recent first, when nothing is typed). */
const SCREENS_SHOWN = 6;

/** The text typed, once it has stood still for `ms`. */
function useSettled(text: string, ms: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/** Records are searched for a text of 3 characters or more, or a phone number (the server's own rule). */
const searchable = (text: string) =>
  paletteFold(text).length >= PALETTE_RECORD_MIN || phoneDigits(text) !== null;

export type CommandPaletteProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whose recent items to show (they are kept per admin in this browser). */
  adminKey: string;
};

/**
 * The command palette (issue 28 §1, docs/palette.md): screens by name and records by what people remember,
 * grouped by kind, all from the keyboard. Loaded on first use by PaletteTrigger.
 */
export default function CommandPalette({ open, onOpenChange, adminKey }: CommandPaletteProps) {
  const router = useRouter();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState(() => readRecent(adminKey));
  const listId = useId();

  const screens = useMemo(
    () =>
      screensOf(
        Object.values(router.routesById).map((r) => ({
          id: r.id,
          fullPath: r.fullPath,
          title: r.options.staticData?.title,
        })),
        mayOpen,
      ),
    [router],
  );

  const checked = paletteSearchSchema.safeParse({ query: text });
  const invalid = checked.success ? null : (checked.error.issues[0]?.message ?? 'Invalid search');
  const typed = checked.success ? checked.data.query : '';
  const settled = useSettled(typed, SEARCH_DEBOUNCE_MS);
  const asking = !invalid && searchable(settled);
  const records = useQuery({
    ...adminSearchQueryOptions({ query: settled }),
    enabled: open && asking,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

  const items = useMemo<PaletteItem[]>(() => {
    if (!typed) {
      const recentKeys = new Set(recent.map((r) => r.key));
      const stillAllowed = recent.filter((r) => mayOpen(r.href.split('?')[0] ?? r.href));
      return [
        ...stillAllowed.map((r) => ({ ...r, key: `recent:${r.key}`, group: RECENT_GROUP })),
        ...screens.filter((s) => !recentKeys.has(s.key)),
      ];
    }
    const screenHits = screens.filter((s) => matches(s.label, typed)).slice(0, SCREENS_SHOWN);
    return [...screenHits, ...(asking && settled === typed ? recordItems(records.data?.adminSearch) : [])];
  }, [typed, recent, screens, asking, settled, records.data]);

  // The first line is the one Enter opens after every change of text.
  useEffect(() => setActive(0), [typed]);
  const activeIndex = Math.min(active, Math.max(items.length - 1, 0));
  const activeItem = items[activeIndex];
  const optionId = (index: number) => `${listId}-option-${String(index)}`;
  useEffect(() => {
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  });

  function openItem(item: PaletteItem) {
    const remembered = { ...item, key: item.key.replace(/^recent:/, '') };
    rememberRecent(adminKey, remembered);
    setRecent(readRecent(adminKey));
    setText('');
    onOpenChange(false);
    void router.navigate({ href: item.href });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = items.length - 1;
    if (event.key === 'ArrowDown') setActive(activeIndex >= last ? 0 : activeIndex + 1);
    else if (event.key === 'ArrowUp') setActive(activeIndex <= 0 ? last : activeIndex - 1);
    else if (event.key === 'Home' && event.ctrlKey) setActive(0);
    else if (event.key === 'End' && event.ctrlKey) setActive(last);
    else if (event.key === 'Enter' && activeItem) openItem(activeItem);
    else return;
    event.preventDefault();
  }

  const waiting = asking && (settled !== typed || records.isFetching);
  const failed = asking && records.isError && !records.isFetching;
  const groups = groupsOf(items);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Opened again, it starts afresh: recent items first.
        if (!next) setText('');
        onOpenChange(next);
      }}
    >
      <DialogContent
        hideClose
        aria-describedby={undefined}
        className="top-[12vh] flex max-h-[76vh] max-w-2xl translate-y-0 flex-col gap-0 overflow-hidden p-0"
        data-testid="command-palette"
      >
        <DialogTitle className="sr-only">Search screens and records</DialogTitle>
        <div className="flex items-center gap-2 border-b px-4">
          <Search aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <input
            autoFocus
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeItem ? optionId(activeIndex) : undefined}
            aria-invalid={invalid ? true : undefined}
            aria-label="Search screens and records"
            placeholder="Search screens, members, posts, garages…"
            className="h-12 w-full bg-transparent text-base outline-none placeholder:text-muted-foreground"
          />
          {waiting ? (
            <Loader2 aria-label="Searching" className="size-4 shrink-0 animate-spin text-muted-foreground" />
          ) : null}
        </div>
        <div id={listId} role="listbox" aria-label="Results" className="min-h-0 flex-1 overflow-y-auto p-2">
          {groups.map(({ group, start, members }, g) => (
            <div key={group} role="group" aria-labelledby={`${listId}-group-${String(g)}`} className="mb-1">
              <div
                id={`${listId}-group-${String(g)}`}
                className="px-2 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground"
              >
                {group}
              </div>
              {members.map((item, i) => {
                const index = start + i;
                return (
                  <div
                    key={item.key}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === activeIndex}
                    onMouseMove={() => setActive(index)}
                    onClick={() => openItem(item)}
                    className={cn(
                      'flex cursor-pointer items-baseline justify-between gap-3 rounded-md px-2 py-1.5 text-sm',
                      index === activeIndex && 'bg-accent text-accent-foreground',
                    )}
                  >
                    <span className="truncate font-medium">{item.label}</span>
                    {item.detail ? (
                      <span className="shrink-0 truncate text-xs text-muted-foreground">{item.detail}</span>
                    ) : null}
                  </div>
                );
              })}
            </div>
          ))}
          <PaletteStatus
            text={typed}
            invalid={invalid}
            searchable={asking}
            waiting={waiting}
            failed={failed}
            empty={items.length === 0}
            retry={() => void records.refetch()}
          />
        </div>
        <DialogDescription className="border-t px-4 py-2 text-xs text-muted-foreground">
          ↑ ↓ to move · Enter to open · Esc to close
        </DialogDescription>
      </DialogContent>
    </Dialog>
  );
}

/** Consecutive items of one group, with the index of the first in the whole list. */
function groupsOf(items: readonly PaletteItem[]) {
  const groups: { group: string; start: number; members: PaletteItem[] }[] = [];
  items.forEach((item, index) => {
    const current = groups[groups.length - 1];
    if (current?.group === item.group) current.members.push(item);
    else groups.push({ group: item.group, start: index, members: [item] });
  });
  return groups;
}

/** The line under the results: why there are none, that more are coming, or that the search failed. */
function PaletteStatus(props: {
  text: string;
  invalid: string | null;
  searchable: boolean;
  waiting: boolean;
  failed: boolean;
  empty: boolean;
  retry: () => void;
}) {
  const line = 'px-2 py-3 text-sm text-muted-foreground';
  if (props.invalid)
    return (
      <p role="alert" className={cn(line, 'text-destructive')}>
        {props.invalid}
      </p>
    );
  if (props.failed)
    return (
      <div role="alert" className={cn(line, 'flex items-center gap-3')}>
        <span>The search failed.</span>
        <button type="button" onClick={props.retry} className="font-medium text-primary hover:underline">
          Try again
        </button>
      </div>
    );
  if (props.waiting)
    return (
      <p aria-live="polite" className={line}>
        Searching records…
      </p>
    );
  if (!props.text) return null;
  if (!props.searchable)
    return (
      <p aria-live="polite" className={line}>
        Type {PALETTE_RECORD_MIN} characters or more to search records.
      </p>
    );
  if (props.empty)
    return (
      <p aria-live="polite" className={line}>
        No results for “{props.text}”.
      </p>
    );
  return null;
}
