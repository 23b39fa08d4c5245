import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DataTable, PAGE_SIZE, type DataTableColumn } from '@/components/data-table/data-table';
import { readPageMeta } from '@/components/data-table/page-meta';
import type { Paged } from '@/components/data-table/use-list';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * One paged list of the member's records (audit trail, emails, packages, transfers) in a full-width
 * card: its own page (not in the URL: four lists share the screen), the previous page kept while the
 * next loads, and the total in the title.
 */
export function PagedCard<TData, TKey extends QueryKey, Ref, Row extends { id: string }>(props: {
  title: string;
  emptyText: string;
  /** The card's operation for one member and page, e.g. `adminGetUserEmailsQueryOptions`. */
  query: (vars: { userId: string; skip: number; take: number }) => UseQueryOptions<TData, Error, TData, TKey>;
  userId: string;
  page: (data: TData) => Paged<Ref>;
  /** Unmasks one row's fragment, once per row. */
  row: (ref: Ref) => Row;
  columns: (page: number) => DataTableColumn<Row>[];
}) {
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...props.query({ userId: props.userId, skip: page, take: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const data = query.data ? props.page(query.data) : undefined;
  const meta = data ? readPageMeta(data.meta) : undefined;
  const { row, columns } = props;
  const items = data?.items;
  const rows = useMemo(() => items?.map(row), [items, row]);
  const pageColumns = useMemo(() => columns(page), [columns, page]);
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>
          {props.title}
          {meta ? ` (${String(meta.totalItems)})` : null}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <DataTable
          label={props.title}
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
          emptyText={props.emptyText}
        />
      </CardContent>
    </Card>
  );
}
