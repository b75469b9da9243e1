import { Alert, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { MessagePage } from '../../components/ui/message-page';
import { PageLoader } from '../../components/ui/page-loader';
import { useSetupToken } from '../../features/setup/api/check-setup-token';
import { SetupForm } from '../../features/setup/components/setup-form';

/**
 * "/setup/:token": the one-time link the server prints while no super admin exists (decision 0031).
 * The form while the link works; afterwards, or when it never did, why it is dead.
 */
export function SetupRoute() {
  const { token = '' } = useParams();
  const live = useSetupToken(token);
  const [created, setCreated] = useState<string | null>(null);
  const [dead, setDead] = useState(false);

  if (created) return <Created nip={created} />;
  if (live.isPending) return <PageLoader />;
  if (dead || live.data === false) return <DeadLink />;
  return (
    <SetupPanel>
      {live.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="Terjadi kesalahan">
          {live.error.message}
        </Alert>
      ) : (
        <SetupForm token={token} onCreated={setCreated} onDead={() => setDead(true)} />
      )}
    </SetupPanel>
  );
}

function SetupPanel({ children }: { children: ReactNode }) {
  useDocumentTitle('Buat Super Admin Pertama · Amal');
  return (
    <Center>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} w="100%" maw={480}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              Buat Super Admin Pertama
            </Title>
            <Text c="dimmed" size="sm">
              Belum ada administrator. Akun ini memegang semua peran di setiap program; tautan ini hanya bisa
              dipakai sekali.
            </Text>
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}

function Created({ nip }: { nip: string }) {
  return (
    <MessagePage
      icon={<IconCircleCheck size={48} color="var(--mantine-color-green-7)" aria-hidden />}
      title="Akun super admin dibuat"
      description={`Masuk dengan NIP ${nip} dan password yang baru Anda buat. Tautan ini sekarang tidak berlaku lagi.`}
      actions={
        <Button component={Link} to="/login">
          Masuk
        </Button>
      }
    />
  );
}

function DeadLink() {
  return (
    <MessagePage
      icon={<IconLinkOff size={48} color="var(--mantine-color-gray-6)" aria-hidden />}
      title="Tautan ini sudah tidak berlaku"
      description="Tautan untuk membuat super admin pertama hanya bisa dipakai sekali, dan mati ketika server berhenti atau ketika sudah ada super admin. Selama belum ada super admin, server mencetak tautan baru setiap kali dijalankan ulang."
    />
  );
}
