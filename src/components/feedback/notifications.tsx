import { CircleAlert, CircleCheck, CircleX, Info, X } from 'lucide-react';
import { useSyncExternalStore, type ComponentType, type SVGProps } from 'react';
import { cn } from '../../lib/cn';
import {
  dismissNotification,
  getNotifications,
  subscribeNotifications,
  type NotificationKind,
} from '@/lib/notify';

const icons: Record<NotificationKind, ComponentType<SVGProps<SVGSVGElement>>> = {
  success: CircleCheck,
  error: CircleX,
  warning: CircleAlert,
  info: Info,
};

const iconColour: Record<NotificationKind, string> = {
  success: 'text-success',
  error: 'text-destructive',
  warning: 'text-warning',
  info: 'text-info',
};

/**
 * Render once at the root: a stack at the top centre, over the header's empty middle. At the top right it
 * covered the page header's buttons ('Add new', 'EXPORT') for the 4.5 s a notification stays, and at the
 * bottom right a dialog's own buttons; the centre keeps clear of the profile menu, the page header's
 * title and buttons, and a dialog's buttons (at its foot).
 */
export function Notifications() {
  const items = useSyncExternalStore(subscribeNotifications, getNotifications, getNotifications);

  return (
    <div className="pointer-events-none fixed left-1/2 top-2 z-[100] flex w-96 max-w-[calc(100vw-2rem)] -translate-x-1/2 flex-col gap-2">
      {items.map((item) => {
        const Icon = icons[item.kind];
        // Errors and warnings interrupt a screen reader; success and info wait their turn.
        const urgent = item.kind === 'error' || item.kind === 'warning';
        return (
          <div
            key={item.id}
            role={urgent ? 'alert' : 'status'}
            data-kind={item.kind}
            className="pointer-events-auto flex animate-drop-in gap-3 rounded-lg border bg-card p-4 shadow-lg"
          >
            <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', iconColour[item.kind])} />
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words">{item.title}</p>
              {item.description ? (
                <p className="mt-1 text-sm break-words text-muted-foreground">{item.description}</p>
              ) : null}
              {item.action ? (
                <button
                  type="button"
                  className="mt-2 rounded-md border px-2.5 py-1 text-sm font-medium hover:bg-accent"
                  onClick={() => {
                    dismissNotification(item.id);
                    item.action?.run();
                  }}
                >
                  {item.action.label}
                </button>
              ) : null}
            </div>
            <button
              type="button"
              aria-label="Close notification"
              className="h-fit rounded-sm text-muted-foreground hover:text-foreground"
              onClick={() => dismissNotification(item.id)}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
        );
      })}
    </div>
  );
}
