import { getRouteApi } from '@tanstack/react-router';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, useListRoute, type Paging } from '@/components/data-table/use-list';
import { adminListAuditLogsQueryOptions } from '@/gql/hooks';
import { auditLogListSchema } from '@/rules/audit';
import { auditLogColumns, readAuditLogRow } from './audit-log-columns';
import { auditLogFilterRow } from './audit-log-filters';
import type { AuditLogSearch } from './audit-log-search';

/** What the server is asked for; a filter the rules refuse is shown by the filter row and not sent. */
function variables(search: AuditLogSearch, paging: Paging) {
  const filter = {
    actorId: search.actor,
    action: search.action,
    entityType: search.entityType,
    entityId: search.search,
    createFrom: search.createFrom,
    createTo: search.createTo,
  };
  const valid = auditLogListSchema.safeParse(filter);
  const sent = valid.success ? valid.data : { action: search.action, entityType: search.entityType };
  return { ...sent, ...paging };
}

// The columns hold no state of the page: built once.
const COLUMNS = auditLogColumns();

/** Every audit row, newest first (docs/audit.md). */
export function AuditLogScreen() {
  const route = useListRoute(getRouteApi('/_admin/audit-log'));
  const list = useList(route, {
    query: (search, paging) => adminListAuditLogsQueryOptions(variables(search, paging)),
    page: (data) => data.adminListAuditLogs,
    row: readAuditLogRow,
  });
  return (
    <ListScreen
      title="Audit log"
      label="Audit log entries"
      list={list}
      columns={COLUMNS}
      emptyText="No audit entries match these filters"
      filters={auditLogFilterRow(list.search, list.setFilters)}
    />
  );
}
