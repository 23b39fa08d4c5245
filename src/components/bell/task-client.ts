import {
  AdminEndBackgroundTaskDocument,
  AdminReportBackgroundTaskDocument,
  AdminStartBackgroundTaskDocument,
} from '@/gql/graphql';
import { adminMyBackgroundWorkQueryKey } from '@/gql/hooks';
import { execute } from '@/lib/graphql-client';
import { queryClient } from '@/lib/query-client';

/** The calls task-report.ts makes, loaded when a task first starts rather than with the list kit. */
export const taskClient = {
  start: AdminStartBackgroundTaskDocument,
  report: AdminReportBackgroundTaskDocument,
  end: AdminEndBackgroundTaskDocument,
  execute,
  /** This tab's bell reads again at once, whether or not the live stream is open. */
  refreshBell: () => queryClient.invalidateQueries({ queryKey: [adminMyBackgroundWorkQueryKey()[0]] }),
};
