import { Download } from 'lucide-react';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ExportProgressBar } from '@/components/data-table/export-button';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, useListRoute } from '@/components/data-table/use-list';
import { Button } from '@/components/ui/button';
import { useMemberBulk } from './member-bulk-actions';
import { memberColumns, readMemberRow } from './member-columns';
import { useMemberExport } from './member-export';
import { memberFilterRow, memberFilters } from './member-filters';
import { membersList } from './members-list';

/** SPEC §2.6 Members: every member, filtered by search, creation dates and status, with EXPORT. */
export function MembersScreen() {
  const list = useList(useListRoute(getRouteApi('/_admin/user-management')), {
    ...membersList,
    row: readMemberRow,
  });
  const columns = useMemo(() => memberColumns(list.page), [list.page]);
  const exporter = useMemberExport();
  const bulk = useMemberBulk();
  const { progress } = exporter;
  return (
    <ListScreen
      title="Members"
      list={list}
      columns={columns}
      bulk={bulk}
      emptyText="No members match these filters"
      exportable={false}
      addNew="/users/create"
      actions={
        <Button onClick={() => exporter.run(memberFilters(list.search))} disabled={progress !== null}>
          <Download aria-hidden="true" />
          {progress
            ? `Exporting ${progress.total ? Math.round((progress.done / progress.total) * 100) : 0}%`
            : 'EXPORT'}
        </Button>
      }
      toolbar={progress ? <ExportProgressBar progress={progress} /> : null}
      filters={memberFilterRow(list.search, list.setFilters)}
    />
  );
}
