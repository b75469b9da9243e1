import { Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { AppLayout } from '../../components/layout/app-layout';
import { PageLoader } from '../../components/ui/page-loader';
import { UserMenu } from '../../features/auth/components/user-menu';
import { useCurrentUser } from '../../features/users/api/get-current-user';

/** Every page: the header (with the user menu once logged in) around the routed page. */
export function RootRoute() {
  const { data: user } = useCurrentUser();
  const navigation = useNavigation();
  return (
    <AppLayout
      userMenu={user ? <UserMenu fullName={user.fullName} /> : null}
      busy={navigation.state !== 'idle'}
    >
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </AppLayout>
  );
}
