import type { CurrentUser } from '@amal/contract/users';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { QueryError } from '../components/ui/query-error';
import { loginPath } from '../features/auth/utils/safe-redirect';
import { useCurrentUser } from '../features/users/api/get-current-user';

/**
 * Renders its children for a logged-in user; a visitor is sent to the login page, which brings
 * them back here afterwards (spec: "unauthenticated users go to /login").
 */
export function RequireUser({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const location = useLocation();
  const user = useCurrentUser();
  if (user.isPending) return <PageLoader />;
  if (user.isError) return <QueryError error={user.error} onRetry={() => user.refetch()} />;
  if (!user.data) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  return <>{children(user.data)}</>;
}
