// No values from '@amal/contract/google' here: the guard runs on every page, whose entry chunk
// loads no zod (e2e first-load). profile-completion.test.ts checks this against the contract's rule.
import type { CurrentUser } from '@amal/contract/users';

/** The non-member's profile form (spec §2): where a Google sign-in without a member record lands. */
export const PROFILE_UPDATE_PATH = '/profile/update';

/**
 * Whether the user is a non-member (an account a Google sign-in made: no NIP) who has not yet given
 * WhatsApp, gender and date of birth (decision 0046): then every member page sends them to
 * /profile/update first.
 */
export const needsProfileCompletion = (
  user: Pick<CurrentUser, 'nip' | 'whatsappNumber' | 'gender' | 'dateOfBirth'>,
) => !user.nip && !(user.whatsappNumber && user.gender && user.dateOfBirth);

/**
 * The pages a non-member with an incomplete profile may still open: the form itself, and the
 * login pages and the first super admin's link, where someone else may sign in.
 */
export const opensBeforeCompletion = (pathname: string) =>
  pathname === PROFILE_UPDATE_PATH ||
  pathname === '/login' ||
  pathname === '/admin/login' ||
  pathname.startsWith('/setup/');
