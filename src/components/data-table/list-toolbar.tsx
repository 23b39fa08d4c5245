import { useState, type ComponentProps, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DateRangeFilter } from './date-range-filter';
import { SearchBox } from './search-box';

/**
 * The filter row every list shares (SPEC §2.5): search on Enter, an optional creation-date range, the
 * list's own filters (children), Clear, and the message of a filter rule the URL broke (with a date
 * range, shown under the range and tied to its boxes).
 */
export function ListToolbar(props: {
  search: string | undefined;
  onSearch: (keyword: string) => void;
  searchPlaceholder: string;
  /** Search as the admin types, once typing pauses this long (SPEC §2.13: posts, 1000 ms). */
  searchDebounceMs?: number | undefined;
  dateRange?: ComponentProps<typeof DateRangeFilter>;
  onClear: () => void;
  error?: string | undefined;
  /** The server's refusal of the search applied, shown under the search box. */
  searchError?: string | undefined;
  children?: ReactNode;
}) {
  // Clear also drops what was typed but never applied (a search not yet entered, a refused date),
  // which the URL cannot reset when it held nothing there.
  const [round, setRound] = useState(0);
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <SearchBox
        key={`search-${String(round)}`}
        value={props.search}
        onSearch={props.onSearch}
        placeholder={props.searchPlaceholder}
        debounceMs={props.searchDebounceMs}
        error={props.searchError}
      />
      {props.dateRange ? (
        <DateRangeFilter
          key={`dates-${String(round)}`}
          {...props.dateRange}
          error={props.dateRange.error ?? props.error}
        />
      ) : null}
      {props.children}
      <Button
        variant="outline"
        onClick={() => {
          setRound((r) => r + 1);
          props.onClear();
        }}
      >
        Clear
      </Button>
      {props.error && !props.dateRange ? (
        <p role="alert" className="w-full text-sm text-destructive">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
