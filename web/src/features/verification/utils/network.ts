import { isApiError } from '../../../lib/api-client';

/**
 * A call the network dropped: the api client answers a fetch that never reached the server (a
 * TypeError, the browser offline) as ApiError status 0 with apiMessages.networkError.
 */
export const isNetworkFailure = (error: unknown): boolean =>
  (isApiError(error) && error.status === 0) ||
  error instanceof TypeError ||
  (typeof navigator !== 'undefined' && navigator.onLine === false && !isApiError(error));
