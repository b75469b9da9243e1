import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { GoogleSignInButton, GoogleSignInError } from '../../features/auth/components/google-sign-in';
import { LoginForm } from '../../features/auth/components/login-form';
import { safeRedirectPath } from '../../features/auth/utils/safe-redirect';
import { useConfig } from '../../features/lookups/api/get-config';
import { useCurrentUser } from '../../features/users/api/get-current-user';

/** "/login?prev={path}": member login; afterwards, and for a user already logged in, back to prev. */
export function LoginRoute() {
  useDocumentTitle('Masuk · Amal');
  const [searchParams] = useSearchParams();
  const target = safeRedirectPath(searchParams.get('prev'));
  const navigate = useNavigate();
  const user = useCurrentUser();
  const config = useConfig();

  if (user.isPending) return <PageLoader />;
  if (user.data) return <Navigate to={target} replace />;

  return (
    <Center>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} w="100%" maw={420}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              Masuk
            </Title>
            <Text c="dimmed" size="sm">
              Gunakan NIP dan password akun anggota Anda.
            </Text>
          </Stack>
          <LoginForm onSuccess={() => navigate(target, { replace: true })} />
          <GoogleSignInButton shown={config.data?.googleSignIn} />
        </Stack>
        <GoogleSignInError />
      </Paper>
    </Center>
  );
}
