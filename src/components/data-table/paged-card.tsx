import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { indexColumn } from '@/components/data-table/columns';
import { DataTable, PAGE_SIZE, type DataTableColumn } from '@/components/data-table/data-table';
import { readPageMeta } from '@/components/data-table/page-meta';
import type { Paged } from '@/components/data-table/use-list';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** What one paged card lists: its words, its operation, and its row and columns. */
export interface PagedCardSpec<Vars, TData, TKey extends QueryKey, Ref, Row extends { id: string }> {
  title: string;
  emptyText: string;
  /** The card's operation for one page, e.g. `adminGetUserEmailsQueryOptions`. */
  query: (vars: Vars & { skip: number; take: number }) => UseQueryOptions<TData, Error, TData, TKey>;
  page: (data: TData) => Paged<Ref>;
  /** Unmasks one row's fragment, once per row. */
  row: (ref: Ref) => Row;
  /** The columns after the running number, which the card adds. */
  columns: DataTableColumn<Row>[];
}

/** Checks a card's spec once, where it is written, and keeps its types for `PagedCard`. */
export const pagedCard = <Vars, TData, TKey extends QueryKey, Ref, Row extends { id: string }>(
  spec: PagedCardSpec<Vars, TData, TKey, Ref, Row>,
) => spec;

/**
 * One paged list of a record's related rows (a member's packages, transfers, audit trail, emails) in a
 * card: its own page (not in the URL: several such lists share one screen), the previous page kept while
 * the next loads, the total in the title, and the running number across pages (SPEC §2.5).
 */
export function PagedCard<Vars, TData, TKey extends QueryKey, Ref, Row extends { id: string }>(props: {
  spec: PagedCardSpec<Vars, TData, TKey, Ref, Row>;
  /** The operation's variables besides the page, e.g. `{ userId }`. */
  vars: Vars;
  className?: string;
}) {
  const { spec, vars } = props;
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...spec.query({ ...vars, skip: page, take: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const data = query.data ? spec.page(query.data) : undefined;
  const meta = data ? readPageMeta(data.meta) : undefined;
  const { row, columns } = spec;
  const items = data?.items;
  const rows = useMemo(() => items?.map(row), [items, row]);
  const pageColumns = useMemo((): DataTableColumn<Row>[] => [indexColumn(page), ...columns], [columns, page]);
  return (
    <Card className={props.className}>
      <CardHeader>
        <CardTitle>
          {spec.title}
          {meta ? ` (${String(meta.totalItems)})` : null}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <DataTable
          label={spec.title}
          columns={pageColumns}
          rows={rows}
          getRowId={(r) => r.id}
          page={page}
          totalPages={meta?.totalPages ?? 0}
          onPageChange={setPage}
          isLoading={query.isPending}
          isStale={query.isPlaceholderData}
          error={query.error}
          onRetry={() => void query.refetch()}
          emptyText={spec.emptyText}
        />
      </CardContent>
    </Card>
  );
}
