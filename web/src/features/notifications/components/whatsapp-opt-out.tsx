import '../styles';
import { Alert, Checkbox, Stack, Text } from '@mantine/core';
import { useSetWhatsappOptOut, useWhatsappOptOut } from '../api/whatsapp-opt-out';

/**
 * "Kirimi saya pesan WhatsApp": a member's choice (decision 0049). Unticked, messages about their
 * proposals are still recorded for staff but never sent.
 */
export function WhatsAppOptOut() {
  const optOut = useWhatsappOptOut();
  const save = useSetWhatsappOptOut();
  return (
    <Stack gap={4}>
      <Checkbox
        label="Kirimi saya pesan WhatsApp tentang pengajuan saya"
        checked={optOut.data ? !optOut.data.optOut : true}
        disabled={!optOut.data || save.isPending}
        onChange={(event) => save.mutate({ optOut: !event.currentTarget.checked })}
      />
      <Text size="xs" c="dimmed">
        Pemberitahuan status, perbaikan dan dokumen yang belum lengkap.
      </Text>
      {(optOut.isError || save.isError) && (
        <Alert color="red" variant="light" role="alert">
          {(optOut.error ?? save.error)?.message}
        </Alert>
      )}
    </Stack>
  );
}
