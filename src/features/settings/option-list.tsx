import { Pencil } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { PAGE_SIZE } from '@/components/data-table/data-table';
import { RowImage } from '@/components/data-table/row-image';
import { SearchBox } from '@/components/data-table/search-box';
import { ConfirmDelete } from '@/components/actions/confirm-delete';
import { useAreaCan } from '@/components/layout/permissions';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import type { SettingType } from '@/gql/graphql';
import type { QueryName } from '@/gql/hooks';
import { cn } from '@/lib/cn';
import { matchesKeyword } from '@/rules/fold';
import { useOptionActions } from './use-option-actions';

export type OptionListProps<Item extends { id: string; isActive: boolean }> = {
  type: SettingType;
  /** Plural heading, e.g. 'Brands'. */
  label: string;
  /** Singular, for the notifications: 'Brand deleted'. */
  noun: string;
  items: readonly Item[] | undefined;
  isLoading: boolean;
  error: Error | null;
  onRetry: () => void;
  title: (item: Item) => string;
  subtitle?: (item: Item) => ReactNode;
  /** Texts the search box looks in, besides the title. */
  searchText?: (item: Item) => (string | null | undefined)[];
  image?: (item: Item) => string | null | undefined;
  /** Extra filters (brand, model) applied before the search. */
  filter?: (item: Item) => boolean;
  filters?: ReactNode;
  /** Changes whenever `filter` means something else, so the list goes back to page 1. */
  filterKey?: string;
  selectedId: string | null;
  onEdit: (item: Item) => void;
  onDeleted: (id: string) => void;
  listKeys: readonly QueryName[];
};

/**
 * The middle column: every item of one type, searched and paged in the browser (the list queries
 * return flat lists), so thousands of versions render ten rows at a time.
 */
export function OptionList<Item extends { id: string; isActive: boolean }>(props: OptionListProps<Item>) {
  const { items, title, searchText, filter } = props;
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const actions = useOptionActions(props.type, props.noun, props.listKeys);
  // As ActiveSwitch: an admin who may not write settings sees no switch (the server refuses it anyway).
  const mayWrite = useAreaCan('write');

  const visible = useMemo(
    () =>
      (items ?? []).filter(
        (item) =>
          (!filter || filter(item)) && matchesKeyword(keyword, title(item), ...(searchText?.(item) ?? [])),
      ),
    [items, filter, keyword, title, searchText],
  );
  const totalPages = Math.ceil(visible.length / PAGE_SIZE);
  // Filters narrowing the list send the admin back to a page that exists.
  useEffect(() => setPage(1), [keyword, props.filterKey]);
  const current = Math.min(page, Math.max(1, totalPages));
  const rows = visible.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  return (
    <Card className="min-w-0">
      <CardHeader className="gap-3">
        <CardTitle>
          {props.label}{' '}
          {items
            ? `(${visible.length}${visible.length !== items.length ? ` of ${items.length}` : ''})`
            : null}
        </CardTitle>
        <SearchBox
          value={keyword}
          onSearch={(k) => setKeyword(k.trim())}
          placeholder={`Search ${props.label.toLowerCase()}`}
        />
        {props.filters}
      </CardHeader>
      <CardContent>
        {props.isLoading ? (
          <div className="grid gap-2" aria-busy="true" aria-label="Loading">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        ) : props.error ? (
          <div role="alert" className="grid justify-items-start gap-2 py-6 text-sm">
            <p className="text-destructive">Could not load the list: {props.error.message}</p>
            <Button variant="outline" size="sm" onClick={props.onRetry}>
              Retry
            </Button>
          </div>
        ) : rows.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">
            {items?.length ? 'Nothing matches this search' : `No ${props.label.toLowerCase()} yet`}
          </p>
        ) : (
          <ul aria-label={`${props.label} items`} className="divide-y">
            {rows.map((item) => {
              const name = title(item);
              const subtitle = props.subtitle?.(item);
              const selected = item.id === props.selectedId;
              return (
                <li
                  key={item.id}
                  aria-current={selected ? 'true' : undefined}
                  className={cn('flex items-center gap-3 px-2 py-2', selected && 'rounded-md bg-accent')}
                >
                  {props.image ? <RowImage src={props.image(item)} alt={name} /> : null}
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium" title={name}>
                      {name}
                    </p>
                    {subtitle ? (
                      // A narrow column cuts the line short; the whole of it shows on hover.
                      <p
                        className="truncate text-xs text-muted-foreground"
                        title={typeof subtitle === 'string' ? subtitle : undefined}
                      >
                        {subtitle}
                      </p>
                    ) : null}
                  </div>
                  {mayWrite ? (
                    <Switch
                      checked={item.isActive}
                      aria-label={`Active: ${name}`}
                      title={item.isActive ? 'Active' : 'Inactive'}
                      disabled={actions.togglingId === item.id}
                      onCheckedChange={(active) => void actions.setActive(item.id, active)}
                    />
                  ) : (
                    <span className="text-xs text-muted-foreground">
                      {item.isActive ? 'Active' : 'Inactive'}
                    </span>
                  )}
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Edit ${name}`}
                    onClick={() => props.onEdit(item)}
                  >
                    <Pencil />
                  </Button>
                  <ConfirmDelete
                    name={name}
                    description={`${props.noun}: ${name}`}
                    onConfirm={() => actions.destroy(item.id)}
                    onDeleted={() => props.onDeleted(item.id)}
                  />
                </li>
              );
            })}
          </ul>
        )}
        <Pagination page={current} totalPages={totalPages} onPageChange={setPage} />
      </CardContent>
    </Card>
  );
}
