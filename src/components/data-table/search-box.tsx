import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { useDebouncedText } from '@/lib/debounce';

/**
 * Applies on Enter (SPEC §2.5), or, with `debounceMs`, once typing pauses that long (SPEC §2.13 posts:
 * 1 s, no Enter needed; Enter still applies at once). The parent trims. Follows the URL when it changes
 * elsewhere.
 */
export function SearchBox(props: {
  value: string | undefined;
  onSearch: (keyword: string) => void;
  placeholder: string;
  debounceMs?: number | undefined;
  /** The server's refusal of the search applied (SPEC §8), shown under the box and tied to it. */
  error?: string | undefined;
}) {
  return props.debounceMs ? (
    <DebouncedSearchBox {...props} debounceMs={props.debounceMs} />
  ) : (
    <EnterSearchBox {...props} />
  );
}

function EnterSearchBox(props: {
  value: string | undefined;
  onSearch: (keyword: string) => void;
  placeholder: string;
  error?: string | undefined;
}) {
  const [draft, setDraft] = useState(props.value ?? '');
  useEffect(() => setDraft(props.value ?? ''), [props.value]);
  return (
    <SearchInput
      placeholder={props.placeholder}
      error={props.error}
      value={draft}
      onChange={setDraft}
      onEnter={() => props.onSearch(draft)}
    />
  );
}

function DebouncedSearchBox(props: {
  value: string | undefined;
  onSearch: (keyword: string) => void;
  placeholder: string;
  debounceMs: number;
  error?: string | undefined;
}) {
  const text = useDebouncedText(
    props.value,
    (keyword) => {
      // The same keyword again (typed and taken back) is no new search: the list stays on its page.
      if (keyword.trim() !== (props.value ?? '')) props.onSearch(keyword);
    },
    props.debounceMs,
  );
  return (
    <SearchInput
      placeholder={props.placeholder}
      error={props.error}
      value={text.draft}
      onChange={text.change}
      onEnter={text.apply}
    />
  );
}

function SearchInput(props: {
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  onEnter: () => void;
  error?: string | undefined;
}) {
  const errorId = useId();
  return (
    <div className="w-full max-w-xs">
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-2.5 top-2.5 size-4 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search"
          className="pl-8"
          placeholder={props.placeholder}
          value={props.value}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
          onChange={(e) => props.onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') props.onEnter();
          }}
        />
      </div>
      {props.error ? (
        <p id={errorId} className="mt-1 text-sm text-destructive">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
