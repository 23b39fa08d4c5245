import { MutationCache, QueryCache, QueryClient, type Mutation } from '@tanstack/react-query';
import { meAdminQueryKey } from '@/gql/hooks';
import { fieldErrorOf, isForbidden, isUnauthenticated, isUnreachable } from './api-error';
import { reportError } from './error-mapper';
import { getSessionAdmin, onSessionEnd } from './session';

// Loaded with the admin area (the `_admin` layout), never by the login route: docs/bundle.md.

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The form that started this mutation shows a BAD_USER_INPUT that names a field under that field. */
      fieldErrors?: boolean;
    };
  }
}

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
    onError: (error, variables, _result, mutation) => {
      if (isUnauthenticated(error)) return;
      if (mutation.meta?.fieldErrors && fieldErrorOf(error)) return;
      reportError(error, () => retryMutation(mutation, variables));
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A call that got no answer already waited the whole timeout: show the error and its retry now.
      retry: (count, error) =>
        !isForbidden(error) && !isUnauthenticated(error) && !isUnreachable(error) && count < 1,
    },
    // An action tried offline fails at once with its 'Try again', rather than waiting unseen (the
    // default 'online' mode pauses it until the browser says it is back online).
    mutations: { networkMode: 'always' },
  },
});

// The start-up check ran before this module loaded; its answer is the cached `meAdmin`, as if fetched here.
const startupAdmin = getSessionAdmin();
if (startupAdmin) queryClient.setQueryData(meAdminQueryKey(), { meAdmin: startupAdmin });

// Signing out or losing the session forgets every cached answer (SPEC §4).
onSessionEnd(() => queryClient.clear());
