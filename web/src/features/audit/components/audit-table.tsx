import '../styles';
import { type AuditEvent, auditActionName } from '@amal/contract/audit';
import { ScrollArea, Table, Text } from '@mantine/core';
import { formatDate } from '../../../lib/format';

/** What an event changed or read, in a line: its "after" side, as the log keeps it. */
const detailOf = (event: AuditEvent) =>
  event.after && typeof event.after === 'object'
    ? Object.entries(event.after as Record<string, unknown>)
        .filter(([, value]) => value !== null && value !== undefined)
        .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
        .join('; ')
    : '';

/** The audit log of a proposal or a member: who did what, when. */
export function AuditTable({ events, caption }: { events: readonly AuditEvent[]; caption: string }) {
  if (events.length === 0) return <Text c="dimmed">Belum ada catatan.</Text>;
  return (
    <ScrollArea type="auto" viewportProps={{ tabIndex: 0, 'aria-label': caption }}>
      <Table striped verticalSpacing="xs" captionSide="top" miw={560}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Waktu</Table.Th>
            <Table.Th>Oleh</Table.Th>
            <Table.Th>Tindakan</Table.Th>
            <Table.Th>Rincian</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.idAuditEvent}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDate(event.createdAt, 'D MMM YYYY, HH.mm')}
              </Table.Td>
              <Table.Td>{event.by}</Table.Td>
              <Table.Td>{auditActionName(event.action)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{detailOf(event)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
