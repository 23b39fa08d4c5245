import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
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
}) {
  const [draft, setDraft] = useState(props.value ?? '');
  useEffect(() => setDraft(props.value ?? ''), [props.value]);
  return (
    <SearchInput
      placeholder={props.placeholder}
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
}) {
  return (
    <div className="relative w-full max-w-xs">
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
        onChange={(e) => props.onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') props.onEnter();
        }}
      />
    </div>
  );
}
