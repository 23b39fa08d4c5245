import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { ChevronsUpDown, Search, X } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input, inputClassName } from '@/components/ui/input';
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/cn';

/** One choice: what is sent (`id`) and what is read (`label`, with an optional second line). */
export interface AsyncOption {
  id: string;
  label: string;
  detail?: string | undefined;
}

/** How long typing pauses before the server is asked (a keystroke is not a query). */
export const ASYNC_SELECT_DELAY_MS = 300;

/**
 * A select whose choices the server finds as the admin types (SPEC §2.13 poster: 200,000 members at
 * scale, so never a list of them all): a button showing the choice, opening a popover with a search box
 * and the matches (ARIA combobox with a listbox: ArrowDown/ArrowUp move, Enter picks, Escape closes).
 * `query` is the operation for a keyword (asked once typing pauses); `options` reads its answer. The X
 * beside a choice empties it.
 */
export function AsyncSelect<TData, TKey extends QueryKey>(props: {
  id?: string;
  /** The control's accessible name. */
  label: string;
  placeholder: string;
  searchPlaceholder?: string;
  value: AsyncOption | null;
  onChange: (option: AsyncOption | null) => void;
  query: (keyword: string) => UseQueryOptions<TData, Error, TData, TKey>;
  options: (data: TData) => AsyncOption[];
  /** Characters typed before the server is asked; 0 lists the first matches at once. */
  minChars?: number;
  noneText?: (keyword: string) => string;
  disabled?: boolean;
  className?: string;
  'aria-invalid'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
}) {
  const ownId = useId();
  const id = props.id ?? ownId;
  const minChars = props.minChars ?? 0;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [active, setActive] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(draft.trim()), ASYNC_SELECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  const searching = open && keyword.length >= minChars;
  const query = useQuery({
    ...props.query(keyword),
    enabled: searching,
    placeholderData: keepPreviousData,
  });
  const options = searching && query.data ? props.options(query.data) : [];
  // A new answer starts again from its first option.
  useEffect(() => setActive(0), [query.data]);

  const listId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${String(i)}`;
  const pick = (option: AsyncOption | undefined) => {
    if (!option) return;
    props.onChange(option);
    setOpen(false);
    setDraft('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (options.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (e.key === 'Enter') {
      // Picks rather than submitting a form around it.
      e.preventDefault();
      pick(options[active]);
    }
  };

  const status = !searching
    ? `Type ${String(minChars)} or more characters`
    : query.isFetching && options.length === 0
      ? 'Searching…'
      : options.length === 0
        ? (props.noneText?.(keyword) ?? `Nothing matches “${keyword}”`)
        : null;

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverAnchor asChild>
        <div className={cn('relative flex w-56 min-w-0', props.className)}>
          <PopoverTrigger asChild>
            <button
              type="button"
              id={id}
              role="combobox"
              aria-label={props.label}
              aria-expanded={open}
              aria-haspopup="listbox"
              aria-invalid={props['aria-invalid']}
              aria-describedby={props['aria-describedby']}
              disabled={props.disabled}
              className={cn(inputClassName, 'items-center justify-between gap-2 pr-8 text-left')}
            >
              <span className={cn('truncate', !props.value && 'text-muted-foreground')}>
                {props.value?.label ?? props.placeholder}
              </span>
              {props.value ? null : (
                <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              )}
            </button>
          </PopoverTrigger>
          {props.value && !props.disabled ? (
            <Button
              variant="ghost"
              size="icon-sm"
              className="absolute right-0.5 top-0.5 size-8"
              aria-label={`Clear ${props.label}`}
              onClick={() => props.onChange(null)}
            >
              <X aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      </PopoverAnchor>
      <PopoverContent align="start" className="w-80 p-2">
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
            aria-expanded={options.length > 0}
            aria-controls={listId}
            aria-activedescendant={options.length > 0 ? optionId(active) : undefined}
            className="pl-8"
            autoComplete="off"
            placeholder={props.searchPlaceholder ?? 'Type to search'}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
          />
        </div>
        <ul
          id={listId}
          role="listbox"
          aria-label={props.label}
          aria-busy={query.isFetching}
          className="mt-2 max-h-64 overflow-y-auto text-sm"
        >
          {options.map((option, i) => (
            <li
              key={option.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={cn(
                'cursor-pointer rounded-sm px-2 py-1.5 hover:bg-accent',
                i === active && 'bg-accent',
              )}
              onMouseEnter={() => setActive(i)}
              onClick={() => pick(option)}
            >
              <span className="block truncate">{option.label}</span>
              {option.detail ? (
                <span className="block truncate text-xs text-muted-foreground">{option.detail}</span>
              ) : null}
            </li>
          ))}
        </ul>
        {status ? (
          <p role="status" className="px-2 py-1.5 text-sm text-muted-foreground">
            {status}
          </p>
        ) : null}
      </PopoverContent>
    </Popover>
  );
}
