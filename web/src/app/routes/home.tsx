import { useDocumentTitle } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { Welcome } from '../../features/home/components/welcome';
import { useConfig } from '../../features/lookups/api/get-config';
import { useCurrentUser } from '../../features/users/api/get-current-user';

const MemberHome = lazy(() => import('./home-member'));

/** "/": the welcome screen for a visitor, the home menu and lists for a member. */
export function HomeRoute() {
  useDocumentTitle('Amal');
  const user = useCurrentUser();
  const config = useConfig();

  if (user.isPending || config.isPending) return <PageLoader />;
  if (user.isError) return <QueryError error={user.error} onRetry={() => user.refetch()} />;
  if (!user.data) return <Welcome foundationName={config.data?.foundationName} />;
  return (
    <Suspense fallback={<PageLoader />}>
      <MemberHome user={user.data} customerServiceUrl={config.data?.customerServiceUrl} />
    </Suspense>
  );
}
