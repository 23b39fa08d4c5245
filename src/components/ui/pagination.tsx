import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';
import { paginationItems } from './pagination-items';

export type PaginationProps = {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
};

const itemClass =
  'inline-flex size-8 items-center justify-center rounded-md border text-sm transition-colors disabled:pointer-events-none disabled:opacity-40';

// Bottom-centred, no size changer (SPEC §2.5, §9).
export function Pagination({ page, totalPages, onPageChange, className }: PaginationProps) {
  if (totalPages < 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);

  return (
    <nav aria-label="Pagination" className={cn('flex justify-center py-3', className)}>
      <ul className="flex items-center gap-1">
        <li>
          <button
            type="button"
            aria-label="Previous page"
            className={cn(itemClass, 'border-transparent hover:bg-accent')}
            disabled={current <= 1}
            onClick={() => onPageChange(current - 1)}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
          </button>
        </li>
        {paginationItems(current, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                aria-label={`Page ${item}`}
                aria-current={item === current ? 'page' : undefined}
                className={cn(
                  itemClass,
                  'min-w-8 px-2',
                  item === current
                    ? 'border-primary font-semibold text-primary'
                    : 'border-transparent hover:bg-accent',
                )}
                onClick={() => onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            aria-label="Next page"
            className={cn(itemClass, 'border-transparent hover:bg-accent')}
            disabled={current >= totalPages}
            onClick={() => onPageChange(current + 1)}
          >
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
