import { Card, Stack, Text, Title } from '@mantine/core';
import type { SummaryField } from '../utils/section-summary';

function Fields({ fields }: { fields: SummaryField[] }) {
  return (
    <Stack component="dl" gap={8} m={0}>
      {fields.map((field) => (
        <div key={field.label}>
          {field.label && (
            <Text component="dt" size="sm" c="dimmed">
              {field.label}
            </Text>
          )}
          {'value' in field ? (
            <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
              {field.value}
            </Text>
          ) : (
            <Stack component="dd" m={0} mt={4} gap="xs">
              {field.records.map((record, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: saved records have no id of their own and are never reordered here
                <Card key={index} withBorder padding="sm" radius="sm">
                  <Fields fields={record} />
                </Card>
              ))}
            </Stack>
          )}
        </div>
      ))}
    </Stack>
  );
}

/** One submitted step of a proposal, read-only. */
export function SectionSummary({ title, fields }: { title: string; fields: SummaryField[] }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {title}
        </Title>
        {fields.length ? <Fields fields={fields} /> : <Text c="dimmed">Tidak ada data</Text>}
      </Stack>
    </Card>
  );
}
