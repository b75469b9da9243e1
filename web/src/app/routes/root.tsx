import { Suspense, useMemo } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { AppLayout } from '../../components/layout/app-layout';
import { PageLoader } from '../../components/ui/page-loader';
import { UserMenu } from '../../features/auth/components/user-menu';
import { ProfileCompletionGuard } from '../../features/profile/components/profile-completion-guard';
import { useCurrentUser } from '../../features/users/api/get-current-user';

/** Every page: the header (with the user menu once logged in) around the routed page. */
export function RootRoute() {
  const { data: user } = useCurrentUser();
  const navigation = useNavigation();
  const fullName = user?.fullName;
  // The same element while the name is the same, so that the header is not rendered again.
  const userMenu = useMemo(
    () => (fullName === undefined ? null : <UserMenu fullName={fullName} />),
    [fullName],
  );
  // The same element on every render, so that a navigation within a page (a wizard step) does not
  // draw the layout again: the Outlet follows the route by itself.
  // A non-member who has not completed their profile is sent to /profile/update first.
  const page = useMemo(
    () => (
      <ProfileCompletionGuard user={user}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </ProfileCompletionGuard>
    ),
    [user],
  );
  return (
    <AppLayout userMenu={userMenu} busy={navigation.state !== 'idle'}>
      {page}
    </AppLayout>
  );
}
