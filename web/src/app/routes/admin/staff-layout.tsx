import { notifications } from '@mantine/notifications';
import { Suspense, useMemo } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { AppLayout } from '../../../components/layout/app-layout';
import { PageLoader } from '../../../components/ui/page-loader';
import { QueryError } from '../../../components/ui/query-error';
import { useLogout } from '../../../features/auth/api/logout';
import { UserMenu } from '../../../features/auth/components/user-menu';
import { NotStaff, RequireStaff } from '../../../features/staff/components/require-staff';
import { StaffShell } from '../../../features/staff/components/staff-shell';
import { staffLoginPath } from '../../../features/staff/utils/staff-paths';
import { useCurrentUser } from '../../../features/users/api/get-current-user';

/** Logs out and goes to the staff login (not the member's), which would bring back here. */
function useStaffLogout() {
  const logout = useLogout();
  const navigate = useNavigate();
  const location = useLocation();
  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => navigate(staffLoginPath(`${location.pathname}${location.search}`), { replace: true }),
      onError: (error) => notifications.show({ color: 'red', title: 'Gagal keluar', message: error.message }),
    });
  return { signOut, pending: logout.isPending };
}

/**
 * Every "/admin/*" page but the login: staff only (a visitor to the staff login, a member without
 * an administrator record told so under the member's header), inside the staff shell.
 */
export function StaffLayoutRoute() {
  const user = useCurrentUser();
  const navigation = useNavigation();
  const { signOut, pending } = useStaffLogout();
  const page = useMemo(
    () => (
      <Suspense fallback={<PageLoader />}>
        <Outlet context={user.data} />
      </Suspense>
    ),
    [user.data],
  );

  if (user.isPending) return <PageLoader />;
  if (user.isError) return <QueryError error={user.error} onRetry={() => user.refetch()} />;
  return (
    <RequireStaff
      user={user.data}
      notStaff={
        <AppLayout userMenu={user.data && <UserMenu fullName={user.data.fullName} />}>
          <NotStaff />
        </AppLayout>
      }
    >
      {(staff) => (
        <StaffShell
          fullName={staff.fullName}
          roles={staff.administrators.administratorRoles}
          onLogout={signOut}
          loggingOut={pending}
          busy={navigation.state !== 'idle'}
        >
          {page}
        </StaffShell>
      )}
    </RequireStaff>
  );
}
