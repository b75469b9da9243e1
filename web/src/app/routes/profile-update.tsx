import { Button } from '@mantine/core';
import { IconExternalLink, IconUserQuestion } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import { MessagePage } from '../../components/ui/message-page';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { useConfig } from '../../features/lookups/api/get-config';
import { useCurrentUser } from '../../features/users/api/get-current-user';

/** What a Google login without a member record is told. */
function NotAMember() {
  const config = useConfig();
  const foundation = config.data?.foundationName ?? 'yayasan';
  return (
    <MessagePage
      icon={<IconUserQuestion size={48} color="var(--mantine-color-orange-6)" aria-hidden />}
      title="Akun belum terdaftar sebagai anggota"
      description={`Akun Google Anda belum terhubung dengan data anggota ${foundation}. Hubungi admin untuk mendaftar sebagai anggota atau menghubungkan akun Anda.`}
      actions={
        config.data?.customerServiceUrl ? (
          <Button
            component="a"
            href={config.data.customerServiceUrl}
            target="_blank"
            rel="noopener noreferrer"
            rightSection={<IconExternalLink size={16} aria-hidden />}
          >
            Hubungi Admin
          </Button>
        ) : null
      }
    />
  );
}

/** "/profile/update": where a Google login without a member record lands (spec §2). */
export function ProfileUpdateRoute() {
  const user = useCurrentUser();
  if (user.isPending) return <PageLoader />;
  if (user.isError) return <QueryError error={user.error} onRetry={() => user.refetch()} />;
  // A Google login without a member record opens no session, so only a visitor can be the one it sent here.
  if (user.data) return <Navigate to="/profile" replace />;
  return <NotAMember />;
}
