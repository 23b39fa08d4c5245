export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

// The same windowing antd uses: first and last page always, five pages around the current one.
export function paginationItems(page: number, totalPages: number): PaginationItem[] {
  if (totalPages <= 0) return [];
  const current = Math.min(Math.max(1, page), totalPages);
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, i) => i + 1);

  let start = Math.max(2, current - 2);
  let end = Math.min(totalPages - 1, current + 2);
  if (current <= 4) {
    start = 2;
    end = 5;
  } else if (current >= totalPages - 3) {
    start = totalPages - 4;
    end = totalPages - 1;
  }

  const items: PaginationItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end < totalPages - 1) items.push('ellipsis-end');
  items.push(totalPages);
  return items;
}
