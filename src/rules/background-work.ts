/*
 * The header's bell (issue 28 §5, docs/background-work.md): what a tab reports of the work it runs for its
 * admin (a list's Export, a spreadsheet import). Plain data, no imports: the list kit's reporter reads it
 * (src/components/bell/task-report.ts). The rules a report is parsed with: background-work-input.ts.
 */

export const BACKGROUND_TASK_KINDS = ['EXPORT', 'IMPORT'] as const;
export type BackgroundTaskKind = (typeof BACKGROUND_TASK_KINDS)[number];

/** As stored; a running task its tab stopped reporting is shown as STOPPED, never stored so. */
export const BACKGROUND_TASK_STATUSES = ['running', 'done', 'failed', 'cancelled'] as const;
export type BackgroundTaskStatus = (typeof BACKGROUND_TASK_STATUSES)[number];

/**
 * A running task with no report for this long is shown as stopped: its tab was closed or went to sleep. A
 * tab reports at most once a second while rows move, and at least every REPORT_ALIVE_MS while it waits.
 */
export const TASK_STALE_MS = 60_000;
export const REPORT_ALIVE_MS = 20_000;

/** What the bell lists: the last week's, at most this many, the latest first. */
export const BELL_DAYS = 7;
export const BELL_MAX_ITEMS = 20;
