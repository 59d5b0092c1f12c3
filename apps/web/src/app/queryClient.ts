import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../platform/api';
import { handleApiError } from '../platform/errors';
import { showErrorToast } from '../platform/toasts';

/** Server errors other than 5xx and network failures will not change on a retry. */
function retryTransient(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status < 500) return false;
  return failureCount < 2;
}

interface QueryClientOptions {
  /** A call answered 401: the session ended (expired, or signed out in another tab). */
  onUnauthenticated?: () => void;
  /**
   * Milliseconds before a retry; TanStack Query's backoff (1 s, then 2 s) when left out. The component tests pass 0:
   * the same calls and retries, without three seconds of waiting in each test of a failed load.
   */
  retryDelayMs?: number;
}

export function createQueryClient({ onUnauthenticated, retryDelayMs }: QueryClientOptions = {}): QueryClient {
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
      queries: {
        retry: retryTransient,
        ...(retryDelayMs === undefined ? {} : { retryDelay: retryDelayMs }),
        refetchOnWindowFocus: false,
      },
    },
  });
}
