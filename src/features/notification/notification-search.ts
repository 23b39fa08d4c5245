import { defineListSearch, field } from '@/components/data-table/list-search';

/** The Notification list URL query (SPEC §2.18): page, search, type, created-from/to, and the open detail. */
export const notificationSearch = defineListSearch({
  type: field.oneOf(['EMAIL', 'NOTIFICATION'] as const),
  createFrom: field.day,
  createTo: field.day,
  view: (raw: unknown) => (typeof raw === 'string' && /^[0-9a-f-]{36}$/i.test(raw) ? raw : undefined),
});
export type NotificationSearch = ReturnType<typeof notificationSearch>;
