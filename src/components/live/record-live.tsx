import { useQueryClient } from '@tanstack/react-query';
import { Eye, Pencil, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { sessionAdminId } from '@/components/layout/permissions';
import { Button } from '@/components/ui/button';
import { AdminRecordPresenceDocument } from '@/gql/graphql';
import { useAdminRecordViewersQuery } from '@/gql/hooks';
import { formatDateTime } from '@/lib/format';
import { documentIdOf, postInBackground } from '@/lib/graphql-fetch';
import { isLiveEntity, PRESENCE_HEARTBEAT_MS } from '@/rules/live';
import type { LiveEvent } from './live-events';
import { isChangeOf, useLiveEvent } from './use-live';

/**
 * What a record's page shows of others (issue 28 §2, docs/live.md): who else has it open now (and whether on
 * its edit page), and that someone else changed it since it was loaded, with a button to read it again.
 * The page stays as loaded until then, so nothing moves while the admin reads it.
 */
export function RecordLive(props: { entity: string; entityId: string; editing?: boolean }) {
  if (!isLiveEntity(props.entity)) return null;
  return <RecordLiveOf {...props} />;
}

function RecordLiveOf({
  entity,
  entityId,
  editing = false,
}: {
  entity: string;
  entityId: string;
  editing?: boolean;
}) {
  const client = useQueryClient();
  const vars = { entity, entityId };
  // Read every heartbeat through the ordinary client: as the page's upkeep once the admin has left it alone
  // (src/lib/admin-input.ts), so a record left open keeps no idle session alive.
  const viewers = useAdminRecordViewersQuery(vars, { refetchInterval: PRESENCE_HEARTBEAT_MS });
  const [changed, setChanged] = useState<LiveEvent | null>(null);
  usePresence(entity, entityId, editing);
  useLiveEvent((event) => {
    if (event.kind === 'PRESENCE' && event.entity === entity && event.entityId === entityId)
      void viewers.refetch();
    else if (event.kind === 'RESYNC') void viewers.refetch();
    else if (isChangeOf(event, [entity], sessionAdminId(), entityId)) setChanged(event);
  });
  const others = viewers.data?.adminRecordViewers ?? [];
  const reload = () => {
    setChanged(null);
    void client.invalidateQueries();
  };
  return (
    <div role="status" aria-live="polite" className="mb-4 flex flex-col gap-2 empty:hidden">
      {changed ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <span>
            {changed.actor?.fullName ?? 'Someone'} changed this record ({changed.actionText}) at{' '}
            {formatDateTime(changed.at)}.
            {/* An edit page keeps what was typed: its save shows their changes beside yours (docs/conflicts.md). */}
            {editing ? ' Saving will show their changes beside yours.' : null}
          </span>
          {editing ? null : (
            <Button type="button" size="sm" variant="outline" onClick={reload}>
              <RefreshCw aria-hidden="true" /> Show their changes
            </Button>
          )}
        </div>
      ) : null}
      {others.length > 0 ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span className="font-medium text-foreground">Also here now:</span>
          {others.map((v) => (
            <span key={v.adminId} className="inline-flex items-center gap-1">
              {v.editing ? (
                <Pencil aria-hidden="true" className="size-3.5" />
              ) : (
                <Eye aria-hidden="true" className="size-3.5" />
              )}
              {v.fullName} {v.editing ? '(editing)' : '(viewing)'}
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}

/** The page's heartbeat: there on arriving, every 20 s while open, gone on leaving. Failures are not shown. */
function usePresence(entity: string, entityId: string, editing: boolean) {
  useEffect(() => {
    const variables = { entity, entityId, editing };
    // Sent as the page's own upkeep (BACKGROUND_HEADERS): a record left open keeps no idle session alive. A
    // refused heartbeat (the session ended) is let go; the admin's own next call meets the sign-in.
    const presence = (leaving: boolean) =>
      void postInBackground(
        { documentId: documentIdOf(AdminRecordPresenceDocument), variables: { ...variables, leaving } },
        // Leaving still goes when the tab closes or the browser leaves the app.
        { keepalive: leaving },
      );
    const beat = () => presence(false);
    const leave = () => presence(true);
    beat();
    const timer = setInterval(beat, PRESENCE_HEARTBEAT_MS);
    window.addEventListener('pagehide', leave);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [entity, entityId, editing]);
}
