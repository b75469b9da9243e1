import { Button } from '@mantine/core';
import { IconExternalLink, IconUserQuestion } from '@tabler/icons-react';
import { MessagePage } from '../../components/ui/message-page';
import { useConfig } from '../../features/lookups/api/get-config';

/** "/profile/update": where a Google login without a member record lands. */
export function ProfileUpdateRoute() {
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
