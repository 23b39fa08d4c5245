import { useQuery } from '@tanstack/react-query';
import { SelectFilter } from '@/components/data-table/list-controls';
import type { ListFilters } from '@/components/data-table/list-screen';
import { adminAuditFilterOptionsQueryOptions } from '@/gql/hooks';
import { auditLogListSchema } from '@/rules/audit';
import type { AuditLogSearch } from './audit-log-search';

const ALL = { value: '', label: 'All' };

/** Actor, entity type and action as selects; the choices come from the server (admins, written actions). */
function AuditSelects(props: {
  search: AuditLogSearch;
  onFilters: (patch: Partial<AuditLogSearch>) => void;
}) {
  const { search, onFilters } = props;
  const options = useQuery(adminAuditFilterOptionsQueryOptions());
  const data = options.data?.adminAuditFilterOptions;
  const actors = (data?.actors ?? []).map((a) => ({ value: a.id, label: a.fullName || a.email }));
  const types = new Map<string, string>();
  for (const a of data?.actions ?? []) types.set(a.entityType, a.entityTypeText);
  const entityTypes = [...types]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const actions = (data?.actions ?? [])
    .filter((a) => !search.entityType || a.entityType === search.entityType)
    .map((a) => ({ value: a.action, label: a.text }));
  // A value from the URL that the choices do not hold (an old action name) is still shown, not dropped.
  const keep = (list: { value: string; label: string }[], value: string | undefined) =>
    value && !list.some((o) => o.value === value) ? [...list, { value, label: value }] : list;
  const busy = options.isPending;
  return (
    <>
      <SelectFilter
        label="Actor"
        className="w-44"
        disabled={busy}
        value={search.actor ?? ''}
        options={[ALL, ...keep(actors, search.actor)]}
        onChange={(e) => onFilters({ actor: e.target.value || undefined })}
      />
      <SelectFilter
        label="Entity type"
        className="w-44"
        disabled={busy}
        value={search.entityType ?? ''}
        options={[ALL, ...keep(entityTypes, search.entityType)]}
        onChange={(e) => {
          const entityType = e.target.value || undefined;
          // An action of another entity type would match nothing: it goes with the change.
          const action =
            search.action && entityType && !search.action.startsWith(`${entityType}.`)
              ? undefined
              : search.action;
          onFilters({ entityType, action });
        }}
      />
      <SelectFilter
        label="Action"
        className="w-52"
        disabled={busy}
        value={search.action ?? ''}
        options={[ALL, ...keep(actions, search.action)]}
        onChange={(e) => onFilters({ action: e.target.value || undefined })}
      />
    </>
  );
}

/** The filter row: the entity id in the search box, the selects, the days (with the §5 rule as text). */
export function auditLogFilterRow(
  search: AuditLogSearch,
  onFilters: (patch: Partial<AuditLogSearch>) => void,
): ListFilters {
  const check = auditLogListSchema.safeParse({
    actorId: search.actor,
    entityId: search.search,
    createFrom: search.createFrom,
    createTo: search.createTo,
  });
  return {
    searchPlaceholder: 'Entity id (whole)',
    dateRange: { from: search.createFrom, to: search.createTo, onChange: onFilters },
    error: check.success ? undefined : check.error.issues[0]?.message,
    children: <AuditSelects search={search} onFilters={onFilters} />,
  };
}
