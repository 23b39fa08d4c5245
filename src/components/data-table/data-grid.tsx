import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { ListLoadError } from './list-load-error';

const PAGE_SIZE = 10;

/**
 * A server-paged list drawn as cards (the media library) with the same states as DataTable: skeletons
 * while the first page loads, the previous page marked stale while the next loads, the error with Try
 * again, the empty text, and the bottom-centred pagination (SPEC §2.5).
 */
export function DataGrid<Row>(props: {
  label: string;
  rows: Row[] | undefined;
  getRowId: (row: Row) => string;
  card: (row: Row) => ReactNode;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  isLoading: boolean;
  isStale?: boolean;
  error: unknown;
  onRetry: () => void;
  emptyText: string;
}) {
  const { rows, isLoading, error } = props;
  return (
    <div>
      <ul
        aria-label={props.label}
        aria-busy={isLoading || !!props.isStale}
        data-stale={props.isStale ? 'true' : undefined}
        className={cn(
          'grid grid-cols-[repeat(auto-fill,minmax(13rem,1fr))] gap-4',
          props.isStale && 'cursor-progress',
        )}
      >
        {isLoading
          ? Array.from({ length: PAGE_SIZE }, (_, i) => (
              <li key={i} data-testid="skeleton-card">
                <Skeleton className="h-64 w-full" />
              </li>
            ))
          : error
            ? null
            : (rows ?? []).map((row) => <li key={props.getRowId(row)}>{props.card(row)}</li>)}
      </ul>
      {!isLoading && error ? (
        <div className="py-10">
          <ListLoadError error={error} onRetry={props.onRetry} />
        </div>
      ) : null}
      {!isLoading && !error && rows?.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-10 text-muted-foreground">
          <Inbox className="size-6" aria-hidden="true" />
          <span>{props.emptyText}</span>
        </div>
      ) : null}
      {props.isStale ? (
        <p role="status" className="mt-2 text-center text-xs text-muted-foreground">
          Loading…
        </p>
      ) : null}
      {!error && props.totalPages > 1 ? (
        <Pagination page={props.page} totalPages={props.totalPages} onPageChange={props.onPageChange} />
      ) : null}
    </div>
  );
}
