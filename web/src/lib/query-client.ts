import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { currentUserQueryKey } from './query-keys';

/** The spec caches query results for 15 minutes. */
const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * The spec's client behaviour: 15-minute cache, no retries, no refetch on focus. A 401 on any
 * query means the session ended: the current user becomes "visitor" so guarded pages send the
 * user to the login page.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isApiError(error) && error.status === 401 && query.queryKey[0] !== currentUserQueryKey[0]) {
          queryClient.setQueryData(currentUserQueryKey, null);
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: FIFTEEN_MINUTES,
        gcTime: FIFTEEN_MINUTES,
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

export const queryClient = createQueryClient();
