// No values from '@amal/contract/google' here: it brings zod, which the prerendered login page does
// without (e2e first-load). google.test.ts checks these against the contract's.
import { safeRedirectPath } from './safe-redirect';

/** The query parameter the server's failed sign-in comes back with (contract GOOGLE_ERROR_PARAM). */
export const GOOGLE_ERROR_PARAM = 'googleError';
/** The modal's title on a failed Google sign-in (contract googleMessages.failedTitle, spec §8). */
export const GOOGLE_FAILED_TITLE = 'Login Google gagal';

/**
 * Where "Masuk dengan Google" leads: the server's start of the redirect flow, with `admin=1` for
 * the staff login and `prev` when the login page was given a page of this site to return to.
 */
export function googleStartPath({ admin = false, prev }: { admin?: boolean; prev?: string | null }): string {
  const params = new URLSearchParams();
  if (admin) params.set('admin', '1');
  // An unsafe or missing prev is left out: the server then picks the landing (home, or /admin).
  const safe = prev ? safeRedirectPath(prev) : null;
  if (safe && (safe !== '/' || prev === '/')) params.set('prev', safe);
  const query = params.toString();
  return `/api/auth/google/login${query ? `?${query}` : ''}`;
}
