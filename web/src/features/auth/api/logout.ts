import { authEndpoints } from '@amal/contract/auth';
import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, isApiError } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/query-keys';

/** POST /api/logout: the server clears the session cookie. A 401 means it was already gone. */
export async function logout(): Promise<void> {
  try {
    await call(authEndpoints.logout);
  } catch (error) {
    if (!(isApiError(error) && error.status === 401)) throw error;
  }
}

/**
 * Logs out and empties the query cache. The current user is set to "visitor" rather than
 * removed, so that what is on screen drops the member's data at once instead of refetching.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      await queryClient.cancelQueries();
      queryClient.setQueryData(currentUserQueryKey, null);
      const userHash = hashKey(currentUserQueryKey);
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== userHash });
    },
  });
}
