import type { Assistance } from '@amal/contract/assessment';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDate, formatRupiah } from '../../../lib/format';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** The aid decided for a proposal: amount, form, date and note (staff and the applicant read the same). */
export function AssistanceSummary({ assistance }: { assistance: Assistance }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      <Field label="Nominal">{formatRupiah(assistance.amount)}</Field>
      <Field label="Bentuk">{assistance.form}</Field>
      <Field label="Tanggal">{formatDate(assistance.date)}</Field>
      {assistance.note && <Field label="Catatan">{assistance.note}</Field>}
    </SimpleGrid>
  );
}
