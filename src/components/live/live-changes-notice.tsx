import { RefreshCw } from 'lucide-react';
import { sessionAdminId } from '@/components/layout/permissions';
import { Button } from '@/components/ui/button';
import { listEntities } from '@/rules/lists';
import { useLiveChangeCount } from './use-live';

/**
 * A list's word that others changed its records since it was read (issue 28 §2): '3 changes, refresh'. The
 * rows stay where they are until the admin asks, so nothing moves under their cursor; reading the list
 * again (this button, paging, a filter) clears it. Renders nothing for a list the stream does not concern.
 */
export function LiveChangesNotice(props: { listKey: string; rows: unknown; onRefresh: () => void }) {
  const entities = listEntities(props.listKey);
  const { count, reset } = useLiveChangeCount(entities, sessionAdminId(), props.rows);
  return (
    // A polite live region, there from the start, so a screen reader hears the count when it appears.
    <div role="status" aria-live="polite" className="contents">
      {count > 0 ? (
        <div className="mb-3 flex items-center justify-between gap-3 rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">
          <span>Others changed records of this list since it was loaded.</span>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => {
              reset();
              props.onRefresh();
            }}
          >
            <RefreshCw aria-hidden="true" />
            {count === 1 ? '1 change, refresh' : `${count} changes, refresh`}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
