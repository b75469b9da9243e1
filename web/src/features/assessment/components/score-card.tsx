import {
  ASSESSMENT_INPUTS,
  type AssessmentInputName,
  type AssessmentSnapshot,
  assessmentMessages,
  INPUT_LABELS,
  INPUT_SOURCE_LABELS,
} from '@amal/contract/assessment';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { formatDate, formatRupiah } from '../../../lib/format';

const decimal = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat('id-ID', { style: 'percent', maximumFractionDigits: 0 });

const shownValue = (name: AssessmentInputName, value: number) =>
  name === 'familyCount' ? `${value} orang` : formatRupiah(value);

/** The lines an input was added up from, as one line of small text. */
function Lines({ name, items }: { name: AssessmentInputName; items: { label: string; value: number }[] }) {
  if (items.length === 0) return null;
  const shown = items.map((item) =>
    name === 'familyCount' ? item.label : `${item.label} ${formatRupiah(item.value)}`,
  );
  return (
    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      {shown.join(' · ')}
    </Text>
  );
}

/**
 * One scoring of a proposal, explained (spec §9, decision 0044): the total, each weight with its
 * ratio and band, and each input with its value, the lines it adds up and where it came from.
 */
export function ScoreCard({ snapshot, caption }: { snapshot: AssessmentSnapshot; caption: string }) {
  const { result, inputs } = snapshot;
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <Text fw={700} size="lg">
          Total skor {decimal.format(result.total)}
        </Text>
        <Text size="xs" c="dimmed">
          {assessmentMessages.ruleVersion(snapshot.ruleVersion)} · dihitung{' '}
          {formatDate(snapshot.computedAt, 'D MMMM YYYY HH:mm')} WIB
        </Text>
      </Group>
      <Table.ScrollContainer minWidth={480}>
        <Table withTableBorder verticalSpacing="xs" fz="sm" aria-label={caption}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Komponen</Table.Th>
              <Table.Th scope="col">Rasio</Table.Th>
              <Table.Th scope="col">Kategori</Table.Th>
              <Table.Th scope="col">Bobot</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row" fw={500}>
                Status ekonomi (pendapatan ÷ biaya hidup)
              </Table.Th>
              <Table.Td>{percent.format(result.economic.ratio)}</Table.Td>
              <Table.Td>{result.economic.label}</Table.Td>
              <Table.Td>{decimal.format(result.economic.weight)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row" fw={500}>
                Kelayakan hidup (pendapatan ÷ had kifayah ÷ jumlah keluarga)
              </Table.Th>
              <Table.Td>{decimal.format(result.livability.ratio)}</Table.Td>
              <Table.Td>{result.livability.label}</Table.Td>
              <Table.Td>{decimal.format(result.livability.weight)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Table.ScrollContainer minWidth={480}>
        <Table withTableBorder verticalSpacing="xs" fz="sm" aria-label={`Data yang dinilai: ${caption}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Data</Table.Th>
              <Table.Th scope="col">Nilai</Table.Th>
              <Table.Th scope="col">Sumber</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ASSESSMENT_INPUTS.map((name) => {
              const input = inputs[name];
              return (
                <Table.Tr key={name}>
                  <Table.Th scope="row" fw={500}>
                    {INPUT_LABELS[name]}
                    <Lines name={name} items={input.items} />
                  </Table.Th>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{shownValue(name, input.value)}</Table.Td>
                  <Table.Td>
                    <Stack gap={4} align="flex-start">
                      <Text size="sm">{INPUT_SOURCE_LABELS[input.source]}</Text>
                      {input.source === 'applicant' && !input.verified && (
                        <Badge color="orange" variant="light" tt="none">
                          {assessmentMessages.unverified}
                        </Badge>
                      )}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
