import { keepPreviousData } from '@tanstack/react-query';
import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { usePackageMemberOptionsQuery } from '@/gql/hooks';
import { displayName, formatPhone } from '@/lib/format';

export interface PickedMember {
  id: string;
  label: string;
}

const SEARCH_DELAY_MS = 300;
const RESULTS = 8;

/** Finds a member by email, phone or name (the members search) and picks one. */
export function MemberPicker(props: {
  id: string;
  value: PickedMember | null;
  onChange: (member: PickedMember | null) => void;
  invalid?: boolean;
}) {
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(draft.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft]);
  const query = usePackageMemberOptionsQuery(
    { keyword, take: RESULTS },
    { enabled: keyword.length >= 2 && !props.value, placeholderData: keepPreviousData },
  );

  if (props.value) {
    return (
      <div className="flex h-9 items-center justify-between gap-2 rounded-md border bg-card px-3 text-sm">
        <span data-testid="picked-member">{props.value.label}</span>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Change member"
          onClick={() => props.onChange(null)}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    );
  }
  const items = keyword.length >= 2 ? (query.data?.users.items ?? []) : [];
  return (
    <div className="grid gap-1">
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-2.5 top-2.5 size-4 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={props.id}
          type="search"
          className="pl-8"
          autoComplete="off"
          placeholder="Type an email, phone or name"
          value={draft}
          aria-invalid={props.invalid ? true : undefined}
          onChange={(e) => setDraft(e.target.value)}
        />
      </div>
      {keyword.length >= 2 ? (
        <ul
          aria-label="Matching members"
          className="max-h-56 overflow-y-auto rounded-md border bg-card text-sm"
        >
          {query.isFetching && items.length === 0 ? (
            <li className="px-3 py-2 text-muted-foreground">Searching…</li>
          ) : items.length === 0 ? (
            <li className="px-3 py-2 text-muted-foreground">No member matches “{keyword}”</li>
          ) : (
            items.map((m) => {
              const label = `${displayName(m)} · ${m.email ?? formatPhone(m.prefixPhone, m.phone)}`;
              return (
                <li key={m.id}>
                  <button
                    type="button"
                    className="w-full px-3 py-2 text-left hover:bg-accent"
                    onClick={() => props.onChange({ id: m.id, label })}
                  >
                    {label}
                  </button>
                </li>
              );
            })
          )}
        </ul>
      ) : null}
    </div>
  );
}
