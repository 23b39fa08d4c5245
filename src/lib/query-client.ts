import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { meAdminQueryKey } from '@/gql/hooks';
import { isForbidden, isUnauthenticated } from './api-error';
import { reportError } from './error-mapper';
import { getSessionAdmin, onSessionEnd } from './session';

// Loaded with the admin area (the `_admin` layout), never by the login route: docs/bundle.md.

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    // List screens show their own error state; only "no permission" is worth interrupting for.
    onError: (error) => {
      if (isForbidden(error)) reportError(error);
    },
  }),
  // Every action an admin starts reports its failure (ARCHITECTURE: no silent failures).
  mutationCache: new MutationCache({
    onError: (error) => {
      if (!isUnauthenticated(error)) reportError(error);
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => !isForbidden(error) && !isUnauthenticated(error) && count < 1,
    },
  },
});

// The start-up check ran before this module loaded; its answer is the cached `meAdmin`, as if fetched here.
const startupAdmin = getSessionAdmin();
if (startupAdmin) queryClient.setQueryData(meAdminQueryKey(), { meAdmin: startupAdmin });

// Signing out or losing the session forgets every cached answer (SPEC §4).
onSessionEnd(() => queryClient.clear());
