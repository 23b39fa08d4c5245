import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Ban, Bell, CheckCircle2, CircleAlert, CirclePause, Loader2 } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { useLiveEvent } from '@/components/live/use-live';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { readFragment } from '@/gql';
import {
  AdminMyBackgroundWorkDocument,
  BackgroundWorkItemFragmentDoc,
  type AdminMyBackgroundWorkQuery,
  type BackgroundWorkItemFragment,
  type BackgroundWorkStatus,
} from '@/gql/graphql';
import { adminMyBackgroundWorkQueryKey } from '@/gql/hooks';
import { cn } from '@/lib/cn';
import { formatTimeDate } from '@/lib/format';
import { execute } from '@/lib/graphql-client';
import { documentIdOf, postInBackground } from '@/lib/graphql-fetch';

type Work = BackgroundWorkItemFragment;

/**
 * The header's bell (issue 28 §5, docs/background-work.md): the admin's exports, imports and broadcasts of the
 * last week, how far each is or how it ended, and where its result is. It reads the server, so it survives a
 * reload and shows what other tabs run; the live stream's WORK message makes it read again as things move.
 */
export function WorkBell() {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const work = useQuery({ queryKey: adminMyBackgroundWorkQueryKey(), queryFn: readWork });
  useLiveEvent((event) => {
    if (event.kind === 'WORK' || event.kind === 'RESYNC') {
      void queryClient.invalidateQueries({ queryKey: adminMyBackgroundWorkQueryKey() });
    }
  });
  const items = (work.data?.adminMyBackgroundWork ?? []).map((w) =>
    readFragment(BackgroundWorkItemFragmentDoc, w),
  );
  const running = items.filter(isRunning).length;
  const name = running > 0 ? `Background work, ${String(running)} running` : 'Background work';

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // Opened by the admin: read afresh, so a task whose tab went away is seen as stopped.
        if (next) void work.refetch();
      }}
    >
      <PopoverTrigger
        aria-label={name}
        title={name}
        className="relative flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground"
      >
        <Bell aria-hidden="true" className="size-5" />
        {running > 0 ? (
          <span
            aria-hidden="true"
            className="absolute right-0.5 top-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[10px] font-semibold leading-none text-primary-foreground"
          >
            {running > 9 ? '9+' : running}
          </span>
        ) : null}
      </PopoverTrigger>
      <PopoverContent align="end" className="w-96 p-0" aria-label="Background work">
        <div className="flex items-baseline justify-between border-b px-3 py-2">
          <h2 className="text-sm font-semibold">Background work</h2>
          <span className="text-xs text-muted-foreground">Last 7 days</span>
        </div>
        <WorkList
          pending={work.isPending}
          failed={work.isError && !work.data}
          items={items}
          onRetry={() => void work.refetch()}
          onFollow={() => setOpen(false)}
        />
      </PopoverContent>
    </Popover>
  );
}

const isRunning = (w: Work) => w.status === 'RUNNING';

/**
 * The bell reads on its own (as the live stream tells it to, and on every page load), not as the admin's
 * act: sent as the page's upkeep (BACKGROUND_HEADERS, docs/live.md), so a tab left open while a broadcast is
 * delivered keeps no idle session alive. Anything but a clean answer (an expired access token) goes through
 * the ordinary client, which refreshes the session and reports as every call does, as upkeep too unless the
 * admin is using the page (src/lib/admin-input.ts).
 */
async function readWork(): Promise<AdminMyBackgroundWorkQuery> {
  const data = await postInBackground<AdminMyBackgroundWorkQuery>({
    documentId: documentIdOf(AdminMyBackgroundWorkDocument),
    variables: {},
  });
  return data ?? execute(AdminMyBackgroundWorkDocument, {});
}

function WorkList(props: {
  pending: boolean;
  failed: boolean;
  items: readonly Work[];
  onRetry: () => void;
  onFollow: () => void;
}) {
  if (props.pending) {
    return (
      <p role="status" className="flex items-center gap-2 px-3 py-6 text-sm text-muted-foreground">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Loading background work…
      </p>
    );
  }
  if (props.failed) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 px-3 py-4 text-sm">
        <p>Background work could not be loaded.</p>
        <Button variant="outline" size="sm" onClick={props.onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (props.items.length === 0) {
    return <p className="px-3 py-6 text-sm text-muted-foreground">Nothing running or finished lately</p>;
  }
  return (
    <ul className="max-h-[min(28rem,70vh)] divide-y overflow-y-auto">
      {props.items.map((w) => (
        <WorkItem key={w.id} work={w} onFollow={props.onFollow} />
      ))}
    </ul>
  );
}

const STATUS_ICON: Record<BackgroundWorkStatus, { icon: typeof Bell; className: string; label: string }> = {
  RUNNING: { icon: Loader2, className: 'animate-spin text-primary', label: 'Running' },
  DONE: { icon: CheckCircle2, className: 'text-success', label: 'Done' },
  FAILED: { icon: CircleAlert, className: 'text-destructive', label: 'Failed' },
  CANCELLED: { icon: Ban, className: 'text-muted-foreground', label: 'Cancelled' },
  STOPPED: { icon: CirclePause, className: 'text-warning', label: 'Stopped' },
};

const n = (v: number) => v.toLocaleString('en-US');

function WorkItem({ work, onFollow }: { work: Work; onFollow: () => void }) {
  const router = useRouter();
  const status = STATUS_ICON[work.status];
  const Icon = status.icon;
  // A broadcast's end with failures is still 'done': its line says how many failed, in the warning colour.
  const someFailed = work.status === 'DONE' && work.failed > 0;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!work.link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onFollow();
    void router.navigate({ href: work.link });
  };
  const when = work.finishedAt ?? work.startedAt;
  return (
    <li className="grid grid-cols-[auto_1fr] gap-x-2 px-3 py-2.5">
      <Icon
        role="img"
        aria-label={status.label}
        className={cn('mt-0.5 size-4', someFailed ? 'text-warning' : status.className)}
      />
      <div className="grid min-w-0 gap-1">
        <div className="flex items-baseline justify-between gap-2">
          {work.link ? (
            <a
              href={work.link}
              onClick={follow}
              className="truncate text-sm font-medium text-primary hover:underline"
            >
              {work.title}
            </a>
          ) : (
            <span className="truncate text-sm font-medium">{work.title}</span>
          )}
          <time dateTime={when} className="shrink-0 text-xs text-muted-foreground">
            {formatTimeDate(when)}
          </time>
        </div>
        {work.subject ? <p className="truncate text-xs">{work.subject}</p> : null}
        {work.status === 'RUNNING' ? (
          <RunningLine work={work} />
        ) : (
          <p
            className={cn(
              'text-xs',
              someFailed || work.status === 'FAILED' ? 'text-destructive' : 'text-muted-foreground',
            )}
          >
            {work.outcome}
          </p>
        )}
      </div>
    </li>
  );
}

function RunningLine({ work }: { work: Work }) {
  const settled = work.done + work.failed;
  const figures =
    work.total === null || work.total === undefined
      ? settled === 0
        ? 'Starting…'
        : `${n(settled)} so far`
      : `${n(settled)} of ${n(work.total)}${work.failed ? `, ${n(work.failed)} failed` : ''}`;
  return (
    <div className="grid gap-1">
      <progress
        aria-label={`${work.title}: progress`}
        className="h-1.5 w-full"
        max={work.total || 1}
        value={work.total ? settled : undefined}
      />
      <p className="text-xs text-muted-foreground">{figures}</p>
    </div>
  );
}
