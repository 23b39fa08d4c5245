import type { BackgroundTaskEnd, BackgroundTaskKind } from '@/gql/graphql';
import { REPORT_ALIVE_MS } from '@/rules/background-work';

/**
 * How work run in this tab (a list's Export, a spreadsheet import) appears in the header's bell on every tab
 * and after a reload (docs/background-work.md): the tab reports its task's start, its progress at most once a
 * second, and its end. A report that fails is dropped: the bell is bookkeeping, never a reason for the work
 * itself to fail or to say so.
 */

export interface TaskFigures {
  done: number;
  total?: number | null;
  failed?: number;
}

export interface TaskReport {
  /** How far it is; sent at most once a second (the latest figures win). */
  progress(figures: TaskFigures): void;
  /** How it ended; nothing is sent after it. */
  end(status: BackgroundTaskEnd, figures: TaskFigures & { error?: string }): void;
}

const THROTTLE_MS = 1_000;

const loadClient = () =>
  import('./task-client').then(
    (m) => m.taskClient,
    () => null,
  );

/** Where the task's result is: the screen it runs on, with its filters. */
export const hereLink = () => `${window.location.pathname}${window.location.search}`;

export function reportTask(start: {
  kind: BackgroundTaskKind;
  title: string;
  total?: number | null;
  link?: string | null;
}): TaskReport {
  const client = loadClient();
  const id: Promise<string | null> = client
    .then(async (c) => {
      if (!c) return null;
      const data = await c.execute(c.start, {
        kind: start.kind,
        title: start.title.slice(0, 120),
        total: start.total ?? null,
        link: start.link ?? null,
      });
      void c.refreshBell();
      return data.adminStartBackgroundTask.id;
    })
    .catch(() => null);

  let latest: TaskFigures = { done: 0, total: start.total ?? null };
  // The start has just told the server: the first progress waits its second like any other.
  let lastSent = Date.now();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let ended = false;

  const send = async () => {
    timer = null;
    if (ended) return;
    lastSent = Date.now();
    const [c, taskId] = await Promise.all([client, id]);
    if (!c || !taskId || ended) return;
    const { done, total, failed } = latest;
    await c
      .execute(c.report, { id: taskId, done, total: total ?? null, failed: failed ?? null })
      .catch(() => null);
  };
  // While the rows do not move (a long sheet being written), the task still says it is alive, so the bell
  // does not show it as stopped.
  const alive = setInterval(() => void send(), REPORT_ALIVE_MS);

  return {
    progress(figures) {
      if (ended) return;
      latest = figures;
      timer ??= setTimeout(() => void send(), Math.max(0, lastSent + THROTTLE_MS - Date.now()));
    },
    end(status, figures) {
      if (ended) return;
      ended = true;
      clearInterval(alive);
      if (timer) clearTimeout(timer);
      void Promise.all([client, id]).then(async ([c, taskId]) => {
        if (!c || !taskId) return;
        await c
          .execute(c.end, {
            id: taskId,
            status,
            done: figures.done,
            total: figures.total ?? null,
            failed: figures.failed ?? null,
            error: figures.error?.slice(0, 300) ?? null,
          })
          .catch(() => null);
        void c.refreshBell();
      });
    },
  };
}
