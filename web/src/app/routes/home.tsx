import { useDocumentTitle } from '@mantine/hooks';
import { Suspense, useContext } from 'react';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { MemberHomePending } from '../../features/home/components/member-greeting';
import { Welcome } from '../../features/home/components/welcome';
import { useConfig } from '../../features/lookups/api/get-config';
import { hasSessionHint, useCurrentUser } from '../../features/users/api/get-current-user';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { MemberFrameName } from '../prerender/member-frame';

const MemberHome = lazyWithPreload(() => import('./home-member'));

/** A member's first render of "/" draws their home at once (decision 0013); a visitor never loads it. */
export const preloadMemberHome = () => (hasSessionHint() ? MemberHome.preload() : undefined);

/** "/": the welcome screen for a visitor, the home menu and lists for a member. */
export function HomeRoute() {
  useDocumentTitle('Amal');
  const user = useCurrentUser();
  const config = useConfig();
  const frameName = useContext(MemberFrameName);

  if (user.isPending || config.isPending) {
    return frameName === null ? <PageLoader /> : <MemberHomePending name={frameName} />;
  }
  if (user.isError) return <QueryError error={user.error} onRetry={() => user.refetch()} />;
  if (!user.data) return <Welcome foundationName={config.data?.foundationName} />;
  return (
    <Suspense fallback={<MemberHomePending name={user.data.fullName} />}>
      <MemberHome user={user.data} customerServiceUrl={config.data?.customerServiceUrl} />
    </Suspense>
  );
}
