import { keepPreviousData } from '@tanstack/react-query';
import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { readFragment } from '@/gql';
import { MemberOptionFragmentDoc } from '@/gql/graphql';
import { usePackageMemberOptionsQuery } from '@/gql/hooks';
import { cn } from '@/lib/cn';
import { displayName, formatPhone } from '@/lib/format';

export interface PickedMember {
  id: string;
  label: string;
}

const SEARCH_DELAY_MS = 300;
const RESULTS = 8;

/**
 * Finds a member by email, phone or name (the members search) and picks one: an ARIA combobox
 * (ARIA APG 'list autocomplete'). Typing opens the list; ArrowDown and ArrowUp move through it, Enter
 * picks, Escape closes it; a click picks too.
 */
export function MemberPicker(props: {
  id: string;
  value: PickedMember | null;
  onChange: (member: PickedMember | null) => void;
  'aria-invalid'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
}) {
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(draft.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft]);
  const searching = keyword.length >= 2 && !props.value;
  const query = usePackageMemberOptionsQuery(
    { keyword, take: RESULTS },
    { enabled: searching, placeholderData: keepPreviousData },
  );
  const members = searching
    ? (query.data?.users.items ?? []).map((ref) => {
        const m = readFragment(MemberOptionFragmentDoc, ref);
        return { id: m.id, label: `${displayName(m)} · ${m.email ?? formatPhone(m.prefixPhone, m.phone)}` };
      })
    : [];
  // A new answer starts again from no active option.
  useEffect(() => setActive(-1), [query.data]);

  if (props.value) {
    return (
      <div className="flex h-9 items-center justify-between gap-2 rounded-md border bg-card px-3 text-sm">
        <span data-testid="picked-member">{props.value.label}</span>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Change member"
          onClick={() => {
            props.onChange(null);
            // Back to typing where the admin left off.
            requestAnimationFrame(() => input.current?.focus());
          }}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    );
  }

  const listId = `${props.id}-listbox`;
  const optionId = (i: number) => `${props.id}-option-${i}`;
  const expanded = open && searching && members.length > 0;
  const pick = (i: number) => {
    const m = members[i];
    if (!m) return;
    setOpen(false);
    props.onChange(m);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + members.length) % members.length);
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      // Picks instead of submitting the form.
      e.preventDefault();
      pick(active);
    } else if (e.key === 'Escape' && expanded) {
      // Closes the list only: the search field keeps its text and the dialog or page stays.
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="grid gap-1">
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-2.5 top-2.5 size-4 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          ref={input}
          id={props.id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={props['aria-invalid']}
          aria-describedby={props['aria-describedby']}
          className="pl-8"
          autoComplete="off"
          placeholder="Type an email, phone or name"
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => setOpen(true)}
        />
      </div>
      {expanded ? (
        <ul
          id={listId}
          role="listbox"
          aria-label="Matching members"
          className="max-h-56 overflow-y-auto rounded-md border bg-card text-sm"
        >
          {members.map((m, i) => (
            <li
              key={m.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={cn('cursor-pointer px-3 py-2 hover:bg-accent', i === active && 'bg-accent')}
              // Keeps focus in the field, so the blur does not close the list before the click lands.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(i)}
            >
              {m.label}
            </li>
          ))}
        </ul>
      ) : null}
      {searching && members.length === 0 ? (
        <p role="status" className="px-3 py-2 text-sm text-muted-foreground">
          {query.isFetching ? 'Searching…' : `No member matches “${keyword}”`}
        </p>
      ) : null}
    </div>
  );
}
