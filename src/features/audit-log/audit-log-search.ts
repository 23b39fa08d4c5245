import { defineListSearch, field } from '@/components/data-table/list-search';

// Apart from the screen: a route's validateSearch stays in the entry, the screen loads with the route.
/**
 * The Audit log URL query: page, the search box (an entity id: a record's id, a question number or a
 * slug, matched whole), actor, action, entity type and the days.
 */
export const auditLogSearch = defineListSearch({
  actor: field.text,
  action: field.text,
  entityType: field.text,
  createFrom: field.day,
  createTo: field.day,
});
export type AuditLogSearch = ReturnType<typeof auditLogSearch>;
