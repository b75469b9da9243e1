import '../styles';
import { notificationMessages } from '@amal/contract/notifications';
import { Alert, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useOutboxSummary } from '../api/get-outbox-summary';

/** "12 detik", "5 menit", "3 jam": how long the oldest waiting message has waited. */
export function lagText(seconds: number): string {
  if (seconds < 60) return `${Math.round(seconds)} detik`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} menit`;
  return `${Math.floor(seconds / 3600)} jam`;
}

/**
 * "Antrean pesan WhatsApp" (super admin, decision 0049): what waits and what failed, by kind, and
 * how long the oldest waiting message has waited.
 */
export function OutboxSummary() {
  const summary = useOutboxSummary();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="outbox-summary-title">
      <Stack gap="sm">
        <Title id="outbox-summary-title" order={2} size="h4">
          Antrean pesan WhatsApp
        </Title>
        {summary.isPending && <Skeleton height={80} />}
        {summary.isError && (
          <Alert color="red" variant="light" role="alert">
            {summary.error.message}
          </Alert>
        )}
        {summary.data && (
          <>
            {!summary.data.providerConfigured && (
              <Alert color="yellow" variant="light">
                {notificationMessages.noProvider}
              </Alert>
            )}
            <Text size="sm">
              {summary.data.pending} menunggu · {summary.data.failed} gagal
              {summary.data.pending > 0 && ` · tertua menunggu ${lagText(summary.data.oldestPendingSeconds)}`}
            </Text>
            <Table striped verticalSpacing="xs" captionSide="top">
              <Table.Caption>Pesan per jenis</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Jenis</Table.Th>
                  <Table.Th>Menunggu</Table.Th>
                  <Table.Th>Gagal</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {summary.data.byKind.map((row) => (
                  <Table.Tr key={row.kind}>
                    <Table.Td>{notificationMessages.kinds[row.kind]}</Table.Td>
                    <Table.Td>{row.pending}</Table.Td>
                    <Table.Td>{row.failed}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Stack>
    </Paper>
  );
}
