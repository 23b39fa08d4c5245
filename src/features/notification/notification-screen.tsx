import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { SelectFilter } from '@/components/data-table/list-controls';
import { ListScreen } from '@/components/data-table/list-screen';
import { useList, useListRoute, type Paging } from '@/components/data-table/use-list';
import { Button } from '@/components/ui/button';
import { adminListNotificationQueryOptions } from '@/gql/hooks';
import { useCan } from '@/components/layout/permissions';
import { notificationListSchema } from '@/rules/notification';
import { notificationColumns, readNotificationRow } from './notification-columns';
import { NotificationDetailDialog } from './notification-detail';
import type { NotificationSearch } from './notification-search';
import { SendEmailDialog } from './send-email-dialog';
import { SendNotificationDialog } from './send-notification-dialog';

const TYPE_OPTIONS = [
  { value: '', label: 'All Type' },
  { value: 'EMAIL', label: 'Email' },
  { value: 'NOTIFICATION', label: 'Notification' },
];

function variables(search: NotificationSearch, paging: Paging) {
  const valid = notificationListSchema.safeParse({
    keyword: search.search,
    createFrom: search.createFrom,
    createTo: search.createTo,
  });
  const dates = valid.success ? { createFrom: valid.data.createFrom, createTo: valid.data.createTo } : {};
  return { keyword: search.search, type: search.type, ...dates, ...paging };
}

/** SPEC §2.18 Notification screen. */
export function NotificationScreen() {
  const route = useListRoute(getRouteApi('/_admin/notification'));
  const list = useList(route, {
    query: (search, paging) => adminListNotificationQueryOptions(variables(search, paging)),
    page: (data) => data.adminListNotification,
    row: readNotificationRow,
  });
  const [sending, setSending] = useState<'notification' | 'email' | null>(null);
  const columns = useMemo(() => notificationColumns(list.page), [list.page]);
  const check = notificationListSchema.safeParse({
    createFrom: list.search.createFrom,
    createTo: list.search.createTo,
  });
  // A role may read what was sent without sending (src/rules/permissions.ts).
  const maySend = useCan('notifications.send');
  return (
    <>
      <ListScreen
        title="Notification"
        label="Notifications"
        list={list}
        columns={columns}
        emptyText="No notifications match these filters"
        actions={
          maySend ? (
            <div className="flex gap-2">
              <Button onClick={() => setSending('notification')}>Send notification</Button>
              <Button variant="outline" onClick={() => setSending('email')}>
                Send Email
              </Button>
            </div>
          ) : null
        }
        filters={{
          searchPlaceholder: 'Search by title',
          dateRange: { from: list.search.createFrom, to: list.search.createTo, onChange: list.setFilters },
          error: check.success ? undefined : check.error.issues[0]?.message,
          children: (
            <SelectFilter
              label="Type"
              className="w-36"
              value={list.search.type ?? ''}
              options={TYPE_OPTIONS}
              onChange={(e) =>
                list.setFilters({
                  type:
                    e.target.value === 'EMAIL' || e.target.value === 'NOTIFICATION'
                      ? e.target.value
                      : undefined,
                })
              }
            />
          ),
        }}
      />
      <SendNotificationDialog
        open={sending === 'notification'}
        onOpenChange={(o) => setSending(o ? 'notification' : null)}
      />
      <SendEmailDialog open={sending === 'email'} onOpenChange={(o) => setSending(o ? 'email' : null)} />
      <NotificationDetailDialog id={list.search.view} onClose={() => list.setFilters({ view: undefined })} />
    </>
  );
}
