/** Page size used when a caller sends none (SPEC §9: 10 on every list). */
export const DEFAULT_TAKE = 10;
/** Dropdown fills and exports ask for large pages; larger asks are clamped, never refused. */
export const MAX_TAKE = 1000;

export interface PageArgs {
  skip?: number | null;
  take?: number | null;
  /** The order asked for (server/kit/sort.ts): a key, `-key` descending. */
  sort?: string | null;
}

export interface PageWindow {
  page: number;
  size: number;
  offset: number;
}

/** `skip` is the page number starting at 1 (SPEC §7), not an offset. */
export function pageWindow({ skip, take }: PageArgs): PageWindow {
  const size = take == null ? DEFAULT_TAKE : take <= 0 ? MAX_TAKE : Math.min(Math.floor(take), MAX_TAKE);
  const page = skip == null || skip < 1 ? 1 : Math.floor(skip);
  return { page, size, offset: (page - 1) * size };
}

/**
 * The SPEC §3 envelope: items, meta (counts and neighbours) and links. `lowerBound` says the count
 * stopped at `totalItems` (more may match); the pages then end there. Left out, the meta answers null (the list does not say).
 */
export function pageEnvelope<T>(
  items: T[],
  totalItems: number,
  window: { page: number; size: number },
  lowerBound?: boolean,
) {
  const totalPages = Math.ceil(totalItems / window.size);
  const { page, size } = window;
  const link = (p: number) => `?page=${p}&limit=${size}`;
  return {
    items,
    meta: {
      itemCount: items.length,
      totalItems,
      itemsPerPage: size,
      totalPages,
      currentPage: page,
      next: page < totalPages ? page + 1 : null,
      previous: page > 1 ? page - 1 : null,
      totalIsLowerBound: lowerBound ?? null,
    },
    links: {
      first: link(1),
      previous: page > 1 ? link(page - 1) : '',
      next: page < totalPages ? link(page + 1) : '',
      last: totalPages > 0 ? link(totalPages) : '',
    },
  };
}

/** A select not run yet (drizzle builders run when awaited), to which the page's window is applied. */
interface PageableQuery<Row> {
  limit(size: number): { offset(offset: number): PromiseLike<Row[]> };
}

/**
 * One page of a list in the §3 envelope: the page's rows and the total are read at the same time.
 * `rows` is the ordered select without limit/offset, `total` a `count()` select over the same filter
 * answering `[{ n }]`, `toItems` turns the page's rows into what the type wants (may load more).
 */
export async function pagedList<Row, Item>(
  args: PageArgs,
  rows: PageableQuery<Row>,
  total: PromiseLike<{ n: number }[]>,
  toItems: (rows: Row[]) => Item[] | Promise<Item[]>,
) {
  const window = pageWindow(args);
  const [page, [counted]] = await Promise.all([rows.limit(window.size).offset(window.offset), total]);
  return pageEnvelope(await toItems(page), counted?.n ?? 0, window);
}
