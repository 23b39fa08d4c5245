import { MutationCache, QueryCache, QueryClient, type Mutation } from '@tanstack/react-query';
import { meAdminQueryKey, type QueryName } from '@/gql/hooks';
import {
  fieldErrorOf,
  isEditConflict,
  isForbidden,
  type FieldErrorReader,
  isBadInput,
  isUnauthenticated,
  isUnreachable,
} from './api-error';
import { reportError } from './error-mapper';
import { getSessionAdmin, onSessionEnd } from './session';

// Loaded with the admin area (the `_admin` layout), never by the login route: docs/bundle.md.

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * The form that started this mutation shows a BAD_USER_INPUT that names a field under that field;
       * a reader also places other refusals it recognises (see `useAction`).
       */
      fieldErrors?: boolean | FieldErrorReader;
    };
  }
}

/** The queries that list audit rows: stale after every successful write. */
const AUDIT_QUERIES: readonly QueryName[] = ['RecordHistory', 'AdminListAuditLogs', 'AdminGetUserAuditLogs'];

const sentEditVersion = (variables: unknown) =>
  typeof variables === 'object' &&
  variables !== null &&
  'editVersion' in variables &&
  variables.editVersion != null;

/** Runs a failed mutation again with the same options (its success message and invalidation included). */
function retryMutation(mutation: Mutation<unknown, unknown, unknown>, variables: unknown) {
  const again = queryClient.getMutationCache().build(queryClient, mutation.options);
  // A second failure is reported by this cache like the first; nothing waits on the promise.
  again.execute(variables).catch(() => undefined);
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    // Lists and records show their own error state with a retry; only "no permission" interrupts.
    onError: (error) => {
      if (isForbidden(error)) reportError(error);
    },
  }),
  // The one place an action's failure is reported (ARCHITECTURE: one failure, one message): screens
  // never catch-and-report a mutation themselves.
  mutationCache: new MutationCache({
    // Every write the server accepts is an audit row (docs/audit.md), so whatever lists audit rows is stale
    // after any successful action: a record's History (src/components/record/record-history.tsx) shows the
    // row of an edit, an approval or an active switch without each action naming it.
    onSuccess: () => {
      for (const name of AUDIT_QUERIES) void queryClient.invalidateQueries({ queryKey: [name] });
    },
    onError: (error, variables, _result, mutation) => {
      if (isUnauthenticated(error)) return;
      const fields = mutation.meta?.fieldErrors;
      if (fields && (typeof fields === 'function' ? fields(error) : fieldErrorOf(error))) return;
      // An edit sent with its form's version is only ever sent by the form kit (use-form-page.ts), which
      // answers a conflict with its panel, theirs beside yours: that panel is the one message.
      if (isEditConflict(error) && sentEditVersion(variables)) return;
      reportError(error, () => retryMutation(mutation, variables));
    },
  }),
  defaultOptions: {
    // Offline, TanStack Query would pause a call until the browser is back online, silently: a confirmed
    // delete would close its dialog and do nothing. Every call is tried, and a failure is shown with a retry.
    mutations: { networkMode: 'always' },
    queries: {
      networkMode: 'always',
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A call that got no answer already waited the whole timeout: show the error and its retry now.
      // One the server refused as sent (a search over its limit) would be refused again: shown at once.
      retry: (count, error) =>
        !isForbidden(error) &&
        !isUnauthenticated(error) &&
        !isUnreachable(error) &&
        !isBadInput(error) &&
        count < 1,
    },
  },
});

// The start-up check ran before this module loaded; its answer is the cached `meAdmin`, as if fetched here.
const startupAdmin = getSessionAdmin();
if (startupAdmin) queryClient.setQueryData(meAdminQueryKey(), { meAdmin: startupAdmin });

// Signing out or losing the session forgets every cached answer (SPEC §4).
onSessionEnd(() => queryClient.clear());
