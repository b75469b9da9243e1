import type { DeskHistoryItem } from '@amal/contract/desk';
import { ScrollArea, Table, Text } from '@mantine/core';
import { formatDate } from '../../../lib/format';
import '../styles';

/**
 * A proposal's status history as staff read it, oldest first: when, which status, from which, who
 * set it and their note. `names` names the statuses a "from" id may be (the history's own and the
 * programme's).
 */
export function StatusHistoryTable({
  history,
  names,
}: {
  history: readonly DeskHistoryItem[];
  names: ReadonlyMap<number, string>;
}) {
  const nameOf = (id: number | null) => {
    if (id === null) return <Text c="dimmed">–</Text>;
    return names.get(id) ?? `Status ${id}`;
  };
  return (
    // Focusable, so that a keyboard can scroll the table on a narrow screen.
    <ScrollArea type="auto" viewportProps={{ tabIndex: 0 }}>
      <Table striped withTableBorder verticalSpacing="xs" miw={640}>
        <Table.Caption>Riwayat status pengajuan, dari yang terlama</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Tanggal</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Dari status</Table.Th>
            <Table.Th scope="col">Oleh</Table.Th>
            <Table.Th scope="col">Catatan</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.map((item) => (
            <Table.Tr key={`${item.createdAt}-${item.idProposalStatus}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDate(item.createdAt, 'D MMM YYYY, HH.mm')}
              </Table.Td>
              <Table.Td>{item.name}</Table.Td>
              <Table.Td>{nameOf(item.fromStatus)}</Table.Td>
              <Table.Td>{item.by ?? <Text c="dimmed">–</Text>}</Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {item.note ?? <Text c="dimmed">–</Text>}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/** Each status id the page knows of, with its name: the history's, then the choices' ("{id} - {name}"). */
export function statusNames(
  history: readonly DeskHistoryItem[],
  choices: readonly { idProposalStatus: number; label: string }[],
): Map<number, string> {
  const names = new Map<number, string>();
  for (const choice of choices) names.set(choice.idProposalStatus, choice.label.replace(/^\d+ - /, ''));
  for (const item of history) names.set(item.idProposalStatus, item.name);
  return names;
}
