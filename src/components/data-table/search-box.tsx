import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';

/** Applies on Enter only (SPEC §2.5); the parent trims. Follows the URL when it changes elsewhere. */
export function SearchBox(props: {
  value: string | undefined;
  onSearch: (keyword: string) => void;
  placeholder: string;
}) {
  const [draft, setDraft] = useState(props.value ?? '');
  useEffect(() => setDraft(props.value ?? ''), [props.value]);
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
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') props.onSearch(draft);
        }}
      />
    </div>
  );
}
