import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { ChevronsUpDown, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClassName } from '@/components/ui/input';
import { PickerPanel, pickerButtonClassName } from '@/components/ui/picker';
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
 * and the matches (`PickerPanel`: ArrowDown/ArrowUp, Home/End move, Enter picks, Escape closes).
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

  const pick = (index: number) => {
    const option = options[index];
    if (!option) return;
    props.onChange(option);
    setOpen(false);
    setDraft('');
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
              className={cn(inputClassName, pickerButtonClassName)}
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
      <PopoverContent align="start" aria-label={props.label} className="w-80 p-2">
        <PickerPanel
          id={id}
          label={props.label}
          searchPlaceholder={props.searchPlaceholder}
          draft={draft}
          onDraft={setDraft}
          items={options.map((o) => ({ key: o.id, label: o.label, detail: o.detail }))}
          active={active}
          onActive={setActive}
          onPick={pick}
          chosenKey={props.value?.id}
          status={status}
          busy={query.isFetching}
        />
      </PopoverContent>
    </Popover>
  );
}
