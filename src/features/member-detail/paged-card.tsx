import { readPageMeta, type PageMetaRef } from '@/components/data-table/page-meta';
import type { RowData } from '@tanstack/react-table';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

interface PagedResult<Row> {
  meta: PageMetaRef;
  items: Row[];
}

/** One paged list of the member's records (audit trail, emails, packages, transfers) in a full-width card. */
export function PagedCard<Row extends RowData & { id: string }>(props: {
  title: string;
  emptyText: string;
  columns: DataTableColumn<Row>[];
  result: PagedResult<Row> | undefined;
  page: number;
  onPageChange: (page: number) => void;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const meta = props.result ? readPageMeta(props.result.meta) : undefined;
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
          columns={props.columns}
          rows={props.result?.items}
          getRowId={(r) => r.id}
          page={props.page}
          totalPages={meta?.totalPages ?? 0}
          onPageChange={props.onPageChange}
          isLoading={props.isLoading}
          error={props.error}
          onRetry={props.onRetry}
          emptyText={props.emptyText}
        />
      </CardContent>
    </Card>
  );
}
