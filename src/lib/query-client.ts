import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isForbidden, isUnauthenticated } from './api-error';
import { reportError } from './error-mapper';

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
