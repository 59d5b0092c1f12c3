import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../platform/api';
import { handleApiError } from '../platform/errors';
import { showErrorToast } from '../platform/toasts';

/** Server errors other than 5xx and network failures will not change on a retry. */
function retryTransient(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status < 500) return false;
  return failureCount < 2;
}

interface QueryClientHooks {
  /** A call answered 401: the session ended (expired, or signed out in another tab). */
  onUnauthenticated?: () => void;
}

export function createQueryClient({ onUnauthenticated }: QueryClientHooks = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isApiError(error, 401)) {
          onUnauthenticated?.();
          return;
        }
        if (query.meta?.silent) return;
        if (query.meta?.errorMessage) showErrorToast(query.meta.errorMessage);
        else handleApiError(error);
      },
    }),
    mutationCache: new MutationCache({
      // Each mutation reports its own failure (forms fill fields, deletes roll back); a 401 also ends the session here.
      onError: (error) => {
        if (isApiError(error, 401)) onUnauthenticated?.();
      },
    }),
    defaultOptions: {
      queries: { retry: retryTransient, refetchOnWindowFocus: false },
    },
  });
}
