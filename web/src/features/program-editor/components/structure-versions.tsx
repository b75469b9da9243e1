import type { ProgramVersion } from '@amal/contract/program-structure';
import { Badge, Group, Table } from '@mantine/core';
import { formatDate } from '../../../lib/format';

/** The published versions, newest first, with how many drafts and proposals still read each. */
export function StructureVersions({
  current,
  versions,
}: {
  current: number;
  versions: readonly ProgramVersion[];
}) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="xs" aria-label="Versi formulir">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Versi</Table.Th>
            <Table.Th>Diterbitkan</Table.Th>
            <Table.Th ta="right">Draft</Table.Th>
            <Table.Th ta="right">Pengajuan</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {versions.map((version) => (
            <Table.Tr key={version.version}>
              <Table.Td>
                <Group gap={6}>
                  {version.version}
                  {version.version === current ? (
                    <Badge size="sm" variant="light" style={{ minWidth: 'max-content' }}>
                      Berlaku
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td>
                {version.createdAt
                  ? formatDate(version.createdAt, 'D MMMM YYYY, HH:mm [WIB]')
                  : 'Sejak program dibuat'}
              </Table.Td>
              <Table.Td ta="right">{version.drafts}</Table.Td>
              <Table.Td ta="right">{version.proposals}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
