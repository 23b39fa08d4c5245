import { ChevronsUpDown } from 'lucide-react';
import { useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { matchesKeyword } from '../../rules/fold';
import { cn } from '../../lib/cn';
import { inputClassName } from './input';
import { PickerPanel, pickerButtonClassName, type PickerItem } from './picker';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

export interface SearchableOption {
  value: string;
  label: string;
  disabled?: boolean | undefined;
}

export interface SearchableSelectProps {
  id?: string | undefined;
  value: string;
  onChange: (value: string) => void;
  options: readonly SearchableOption[];
  /** The empty choice ('' in `onChange`), first in the list as a native select's would be. */
  placeholder?: string | undefined;
  disabled?: boolean | undefined;
  className?: string | undefined;
  onBlur?: (() => void) | undefined;
  ref?: Ref<HTMLButtonElement> | undefined;
  'aria-label'?: string | undefined;
  'aria-invalid'?: boolean | 'true' | 'false' | undefined;
  'aria-describedby'?: string | undefined;
}

/** The text of the label naming a control, without what it hides from readers (the required '*'). */
function labelText(control: HTMLElement | null): string {
  const label = control instanceof HTMLButtonElement ? control.labels?.[0] : undefined;
  if (!label) return '';
  const copy = label.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
  return copy.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

/**
 * A choice among many local options (a province's wards, the brands): a button showing the choice and
 * named by the field's label, opening a popover with a search box and the options that match what is
 * typed, accent-insensitively ('ha noi' finds 'Hà Nội', 'd' finds 'đ'). Typing on the closed button
 * opens it with that letter; ArrowDown/ArrowUp open it too. `Select` turns into this past
 * `SEARCHABLE_AFTER` options; a form uses it through `SelectField` or `NullableSelectField`.
 */
export function SearchableSelect(props: SearchableSelectProps) {
  const ownId = useId();
  const id = props.id ?? ownId;
  const button = useRef<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [active, setActive] = useState(-1);
  const [name, setName] = useState(props['aria-label'] ?? '');

  const all = useMemo<PickerItem[]>(
    () => [
      ...(props.placeholder !== undefined ? [{ key: '', label: props.placeholder }] : []),
      ...props.options.map((o) => ({ key: o.value, label: o.label, disabled: o.disabled })),
    ],
    [props.options, props.placeholder],
  );
  // While searching, the empty choice is not one of the matches: ArrowDown reaches the first real one.
  const items = useMemo(
    () => (draft.trim() ? all.filter((o) => o.key !== '' && matchesKeyword(draft, o.label)) : all),
    [all, draft],
  );
  const chosen = all.find((o) => o.key === props.value);
  // The popover and its list are named as the field is; a field without a label by what it asks for.
  const listName = name || props.placeholder || 'Options';

  const openWith = (text: string) => {
    setName(props['aria-label'] ?? labelText(button.current));
    setDraft(text);
    // Opening on the choice, so ArrowDown goes on from it; typed text starts with nothing active.
    setActive(text ? -1 : all.findIndex((o) => o.key === props.value));
    setOpen(true);
  };
  const onOpenChange = (next: boolean) => {
    if (next) openWith('');
    else {
      setOpen(false);
      props.onBlur?.();
    }
  };
  const pick = (index: number) => {
    const item = items[index];
    if (!item) return;
    setOpen(false);
    if (item.key !== props.value) props.onChange(item.key);
  };
  const onButtonKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (open || props.disabled) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      openWith('');
    } else if (e.key.length === 1 && e.key !== ' ' && !e.ctrlKey && !e.metaKey && !e.altKey) {
      // A letter typed on the button starts the search with it, as a native select jumps to it.
      e.preventDefault();
      openWith(e.key);
    }
  };

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <button
          ref={(el) => {
            button.current = el;
            if (typeof props.ref === 'function') props.ref(el);
            else if (props.ref) props.ref.current = el;
          }}
          type="button"
          id={id}
          role="combobox"
          aria-label={props['aria-label']}
          aria-expanded={open}
          aria-haspopup="listbox"
          aria-invalid={props['aria-invalid']}
          aria-describedby={props['aria-describedby']}
          disabled={props.disabled}
          onKeyDown={onButtonKeyDown}
          className={cn(inputClassName, pickerButtonClassName, 'relative', props.className)}
        >
          <span className={cn('truncate', !chosen?.key && 'text-muted-foreground')}>
            {chosen?.label ?? props.placeholder ?? ''}
          </span>
          <ChevronsUpDown
            aria-hidden="true"
            className="absolute right-2.5 top-1/2 size-4 shrink-0 -translate-y-1/2 text-muted-foreground"
          />
        </button>
      </PopoverTrigger>
      <PopoverContent
        align="start"
        aria-label={listName}
        className="w-[max(16rem,var(--radix-popover-trigger-width))] max-w-[calc(100vw-2rem)] p-2"
      >
        <PickerPanel
          id={id}
          label={listName}
          draft={draft}
          onDraft={(text) => {
            setDraft(text);
            setActive(-1);
          }}
          items={items}
          active={active}
          onActive={setActive}
          onPick={pick}
          chosenKey={props.value}
          status={items.length === 0 ? `No match for “${draft.trim()}”` : null}
        />
      </PopoverContent>
    </Popover>
  );
}
