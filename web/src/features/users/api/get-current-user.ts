import { SESSION_HINT_COOKIE } from '@amal/contract/session';
import type { CurrentUser, usersEndpoints } from '@amal/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute, isApiError } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/query-keys';

/** Whether the browser holds the session hint cookie; never when prerendering, where there is no document. */
export const hasSessionHint = () =>
  typeof document !== 'undefined' &&
  document.cookie.split('; ').some((c) => c.startsWith(`${SESSION_HINT_COOKIE}=`));

// Every page asks for the user from the entry chunk: the definition is read as a type (callRoute).
type Current = typeof usersEndpoints.current;

/**
 * GET /api/user: the logged-in user, or null for a visitor (the server answers 401). Without the
 * session hint cookie there is no session to ask about, so a visitor costs no request.
 */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  if (!hasSessionHint()) return null;
  try {
    return await callRoute<Current>({ method: 'GET', path: '/user' }, { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    // Without the hint the answer is known before any request: a visitor. Known at once, the first
    // render is the visitor's page, which is what a prerendered page shows (decision 0011).
    initialData: () => (hasSessionHint() ? undefined : null),
  });

/** The session: `data` is the user, null for a visitor, undefined while the first answer is awaited. */
export const useCurrentUser = () => useQuery(currentUserQueryOptions());
