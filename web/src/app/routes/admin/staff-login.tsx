import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { GoogleSignInButton, GoogleSignInError } from '../../../features/auth/components/google-sign-in';
import { LoginForm } from '../../../features/auth/components/login-form';
import { safeRedirectPath } from '../../../features/auth/utils/safe-redirect';
import { useConfig } from '../../../features/lookups/api/get-config';
import { staffLanding } from '../../../features/staff/utils/staff-paths';
import { useCurrentUser } from '../../../features/users/api/get-current-user';

/**
 * "/admin/login?prev={path}": the member login form with the admin claim required; afterwards, and
 * for staff already logged in, to prev (a staff page) or the staff area's home.
 */
export function StaffLoginRoute() {
  useDocumentTitle('Masuk Staf · Amal');
  const [searchParams] = useSearchParams();
  const target = staffLanding(safeRedirectPath(searchParams.get('prev')));
  const navigate = useNavigate();
  const user = useCurrentUser();
  const config = useConfig();

  if (user.isPending) return <PageLoader />;
  // A member who is not staff may still log in here as someone else.
  if (user.data?.administrators) return <Navigate to={target} replace />;

  return (
    <Center>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} w="100%" maw={420}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              Masuk Staf
            </Title>
            <Text c="dimmed" size="sm">
              Untuk pengurus yayasan: gunakan NIP dan password akun anggota Anda.
            </Text>
          </Stack>
          <LoginForm isAdmin onSuccess={() => navigate(target, { replace: true })} />
          <GoogleSignInButton admin shown={config.data?.googleSignIn} />
        </Stack>
        <GoogleSignInError />
      </Paper>
    </Center>
  );
}
