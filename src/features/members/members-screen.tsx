import { readPageMeta } from '@/components/data-table/page-meta';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Download, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DataTable, PAGE_SIZE } from '@/components/data-table/data-table';
import { notify } from '@/components/feedback/notify';
import { PageHeader } from '@/components/layout/page-header';
import { Button, buttonVariants } from '@/components/ui/button';
import { useUsersQuery } from '@/gql/hooks';
import { reportError } from '@/lib/error-mapper';
import { useListState } from '@/lib/use-list-state';
import { usersFilterSchema } from '@/rules/members';
import { memberColumns } from './member-columns';
import { EXPORT_EMPTY_MESSAGE, exportMembers } from './member-export';
import { MemberFilters } from './member-filters';
import type { MembersSearch } from './members-search';

export function MembersScreen(props: {
  search: MembersSearch;
  navigate: (u: (p: MembersSearch) => MembersSearch) => void;
}) {
  const list = useListState(props.search, props.navigate);
  const { search, page } = list;
  const valid = usersFilterSchema.safeParse({
    keyword: search.search,
    status: search.status,
    createFrom: search.createFrom,
    createTo: search.createTo,
  });
  const filters = valid.success
    ? {
        keyword: valid.data.keyword,
        status: valid.data.status,
        createFrom: valid.data.createFrom,
        createTo: valid.data.createTo,
      }
    : { keyword: search.search?.trim() || undefined, status: search.status };
  const query = useUsersQuery(
    { ...filters, skip: page, take: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const columns = useMemo(() => memberColumns(page), [page]);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  async function onExport() {
    setProgress({ done: 0, total: 0 });
    try {
      const count = await exportMembers(filters, (done, total) => setProgress({ done, total }));
      if (count === 0) notify.warning({ title: EXPORT_EMPTY_MESSAGE });
    } catch (e) {
      reportError(e);
    } finally {
      setProgress(null);
    }
  }

  const meta = query.data ? readPageMeta(query.data.users.meta) : undefined;
  return (
    <section>
      <PageHeader
        title="Members"
        count={meta?.totalItems}
        actions={
          <>
            <Link to="/users/create" className={buttonVariants({ variant: 'outline' })}>
              <Plus aria-hidden="true" /> Add new
            </Link>
            <Button onClick={() => void onExport()} disabled={progress !== null}>
              <Download aria-hidden="true" />
              {progress
                ? `Exporting ${progress.total ? Math.round((progress.done / progress.total) * 100) : 0}%`
                : 'EXPORT'}
            </Button>
          </>
        }
      />
      {progress ? (
        <progress
          aria-label="Export progress"
          className="mb-3 h-1 w-full"
          max={progress.total || 1}
          value={progress.done}
        />
      ) : null}
      <MemberFilters
        search={search}
        onSearch={list.setSearch}
        onFilters={list.setFilters}
        onClear={list.clear}
      />
      <DataTable
        label="Members"
        columns={columns}
        rows={query.data?.users.items}
        getRowId={(r) => r.id}
        page={page}
        totalPages={meta?.totalPages ?? 0}
        onPageChange={list.setPage}
        isLoading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText="No members match these filters"
      />
    </section>
  );
}
