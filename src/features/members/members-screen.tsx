import { Download } from 'lucide-react';
import { useMemo } from 'react';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, type ListRouteProps } from '@/components/data-table/use-list';
import { Button } from '@/components/ui/button';
import { usersQueryOptions } from '@/gql/hooks';
import { memberColumns, readMemberRow } from './member-columns';
import { useMemberExport } from './member-export';
import { memberFilterRow, memberFilters } from './member-filters';
import type { MembersSearch } from './members-search';

/** SPEC §2.6 Members: every member, filtered by search, creation dates and status, with EXPORT. */
export function MembersScreen(route: ListRouteProps<MembersSearch>) {
  const list = useList(route, {
    query: (search, paging) => usersQueryOptions({ ...memberFilters(search), ...paging }),
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
      addNew="/users/create"
      actions={
        <Button onClick={() => exporter.run(memberFilters(list.search))} disabled={progress !== null}>
          <Download aria-hidden="true" />
          {progress
            ? `Exporting ${progress.total ? Math.round((progress.done / progress.total) * 100) : 0}%`
            : 'EXPORT'}
        </Button>
      }
      toolbar={
        progress ? (
          <progress
            aria-label="Export progress"
            className="mb-3 h-1 w-full"
            max={progress.total || 1}
            value={progress.done}
          />
        ) : null
      }
      filters={memberFilterRow(list.search, list.setFilters)}
    />
  );
}
