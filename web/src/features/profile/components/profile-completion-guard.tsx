import type { CurrentUser } from '@amal/contract/users';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import {
  needsProfileCompletion,
  opensBeforeCompletion,
  PROFILE_UPDATE_PATH,
} from '../utils/profile-completion';

/**
 * Sends a logged-in non-member whose profile is incomplete (GET /api/user without WhatsApp, gender
 * or date of birth) to /profile/update from any other page; everyone else sees the page.
 */
export function ProfileCompletionGuard({
  user,
  children,
}: {
  user: Pick<CurrentUser, 'nip' | 'whatsappNumber' | 'gender' | 'dateOfBirth'> | null | undefined;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  if (user && needsProfileCompletion(user) && !opensBeforeCompletion(pathname))
    return <Navigate to={PROFILE_UPDATE_PATH} replace />;
  return <>{children}</>;
}
