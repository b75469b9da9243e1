import '../styles';
import { canOpenApplicationTiles } from '@amal/contract/home-menu';
import type { CurrentUser } from '@amal/contract/users';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconFilePlus } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { BankAccountForm } from './bank-account-form';
import { CompletionChecklist } from './completion-checklist';
import { IdCardNumberForm } from './id-card-number-form';
import { OwnDocuments } from './own-documents';
import { REQUIREMENT_SECTION_IDS, TOUCH_BUTTON } from './sections';

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      id={id}
      // The checklist moves focus here; scroll-margin keeps the heading clear of the sticky header.
      tabIndex={-1}
      aria-labelledby={headingId}
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      style={{ scrollMarginTop: 72, outline: 'none' }}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title id={headingId} order={2} size="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

/** Once nothing is missing: the tiles are open, and the way to them. */
function Complete() {
  return (
    <Alert
      role="status"
      color="teal"
      variant="light"
      icon={<IconCircleCheck aria-hidden />}
      title="Data Anda sudah lengkap"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">Menu "Ajukan Bantuan" dan "Pengajuan Berjalan" di beranda sudah terbuka.</Text>
        <Button
          component={Link}
          to="/pengajuan-bantuan"
          leftSection={<IconFilePlus size={18} aria-hidden />}
          {...TOUCH_BUTTON}
        >
          Ajukan Bantuan
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * "/profile/lengkapi": what the home tiles wait for, in the app itself. The checklist ticks as each
 * save reloads the member; their bank account, KTP number and KTP/KK documents are added here.
 */
export function CompleteProfile({ user }: { user: CurrentUser }) {
  const complete = canOpenApplicationTiles(user);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Lengkapi data
        </Title>
        <Text c="dimmed">
          Menu "Ajukan Bantuan" dan "Pengajuan Berjalan" terbuka setelah rekening bank, nomor KTP, serta
          dokumen KTP dan KK Anda tersimpan.
        </Text>
      </Stack>
      {complete && <Complete />}
      <CompletionChecklist user={user} />
      <Section
        id={REQUIREMENT_SECTION_IDS.bankAccount}
        title="Rekening bank"
        description="Rekening atas nama Anda, tempat bantuan untuk Anda dikirim."
      >
        <BankAccountForm idBankAccount={user.idBankAccount} />
      </Section>
      <Section
        id={REQUIREMENT_SECTION_IDS.idCardNumber}
        title="Nomor KTP"
        description="Nomor Induk Kependudukan (NIK) yang tertulis di KTP Anda."
      >
        <IdCardNumberForm user={user} />
      </Section>
      <Section
        id={REQUIREMENT_SECTION_IDS.documents}
        title="Dokumen KTP dan KK"
        description="Foto atau pindaian KTP dan Kartu Keluarga (KK) Anda."
      >
        <OwnDocuments />
      </Section>
      <Button
        component={Link}
        to="/"
        variant="light"
        {...TOUCH_BUTTON}
        w={{ base: '100%', sm: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      >
        Kembali ke beranda
      </Button>
    </Stack>
  );
}
