import { setupEndpoints } from '@amal/contract/setup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, isApiError } from '../../../lib/api-client';

/** GET /api/setup/{token}: true while the link works, false once it does not (404). */
export async function checkSetupToken(token: string, signal?: AbortSignal): Promise<boolean> {
  try {
    await call(setupEndpoints.checkToken, { params: { token }, signal });
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return false;
    throw error;
  }
}

export const setupTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['setup-token', token],
    queryFn: ({ signal }) => checkSetupToken(token, signal),
    // Asked once: the answer changes only when the form uses the link.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });

export const useSetupToken = (token: string) => useQuery(setupTokenQueryOptions(token));
