import { Link } from '@tanstack/react-router';
import { Download, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { PAGE_SIZE } from '@/components/data-table/data-table';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, type ListRouteProps } from '@/components/data-table/use-list';
import { Button, buttonVariants } from '@/components/ui/button';
import { usersQueryOptions } from '@/gql/hooks';
import { memberColumns, readMemberRow } from './member-columns';
import { useMemberExport } from './member-export';
import { MemberFilters, memberFilters } from './member-filters';
import type { MembersSearch } from './members-search';

/** SPEC §2.6 Members: every member, filtered by search, creation dates and status, with EXPORT. */
export function MembersScreen(route: ListRouteProps<MembersSearch>) {
  const list = useList(route, {
    query: (search, page) => usersQueryOptions({ ...memberFilters(search), skip: page, take: PAGE_SIZE }),
    page: (data) => data.users,
    row: readMemberRow,
  });
  const columns = useMemo(() => memberColumns(list.page), [list.page]);
  const exporter = useMemberExport();
  const { progress } = exporter;
  return (
    <ListScreen
      title="Members"
      list={list}
      columns={columns}
      emptyText="No members match these filters"
      actions={
        <>
          <Link to="/users/create" className={buttonVariants({ variant: 'outline' })}>
            <Plus aria-hidden="true" /> Add new
          </Link>
          <Button onClick={() => exporter.run(memberFilters(list.search))} disabled={progress !== null}>
            <Download aria-hidden="true" />
            {progress
              ? `Exporting ${progress.total ? Math.round((progress.done / progress.total) * 100) : 0}%`
              : 'EXPORT'}
          </Button>
        </>
      }
      toolbar={
        <>
          {progress ? (
            <progress
              aria-label="Export progress"
              className="mb-3 h-1 w-full"
              max={progress.total || 1}
              value={progress.done}
            />
          ) : null}
          <MemberFilters
            search={list.search}
            onSearch={list.setSearch}
            onFilters={list.setFilters}
            onClear={list.clear}
          />
        </>
      }
    />
  );
}
