import { Alert, Button, CopyButton, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconMessage } from '@tabler/icons-react';
import { useRegistrationMessage } from '../api/get-registration-message';

/**
 * "Pesan pendaftaran": the applicant's registration message, kept in the outbox (sent by WhatsApp
 * once notifications exist; until then staff copy it).
 */
export function RegistrationMessage({ idProposal }: { idProposal: number }) {
  const message = useRegistrationMessage();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="registration-title">
      <Stack gap="sm">
        <Title id="registration-title" order={2} size="h4">
          Pesan pendaftaran
        </Title>
        {message.isError && (
          <Alert color="red" variant="light" role="alert">
            {message.error.message}
          </Alert>
        )}
        {message.data ? (
          <>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.data.body}
            </Text>
            <Text size="xs" c="dimmed">
              {message.data.whatsappNumber
                ? `WhatsApp ${message.data.whatsappNumber} · ${message.data.sentAt ? 'terkirim' : 'menunggu dikirim'}`
                : 'Pemohon belum mencatat nomor WhatsApp'}
            </Text>
            <CopyButton value={message.data.body}>
              {({ copied, copy }) => (
                <Button
                  variant="default"
                  onClick={copy}
                  leftSection={
                    copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                  }
                >
                  {copied ? 'Tersalin' : 'Salin pesan'}
                </Button>
              )}
            </CopyButton>
          </>
        ) : (
          <Button
            variant="light"
            onClick={() => message.mutate(idProposal)}
            loading={message.isPending}
            leftSection={<IconMessage size={16} aria-hidden />}
          >
            Buat pesan pendaftaran
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
