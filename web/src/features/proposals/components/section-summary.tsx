import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { AreaAddress } from '../../../components/area-address';
import type { SummaryField, SummaryRecord, SummaryRow } from '../utils/section-summary';

type Of<K extends SummaryField['kind']> = Extract<SummaryField, { kind: K }>;
type Simple = Of<'value'> | Of<'address'>;

const wrap: CSSProperties = { overflowWrap: 'anywhere' };
const divider = '1px solid var(--mantine-color-default-border)';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      {label && (
        <Text component="dt" size="xs" c="dimmed">
          {label}
        </Text>
      )}
      <Text component="dd" m={0} size="sm" fw={500} style={wrap}>
        {children}
      </Text>
    </div>
  );
}

/** Short fields side by side from tablet width up, one column on a phone. */
function SimpleFields({ fields }: { fields: Simple[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="sm" m={0}>
      {fields.map((field) => (
        <Line key={field.label} label={field.label}>
          {field.kind === 'value' ? field.value : <AreaAddress address={field.address} />}
        </Line>
      ))}
    </SimpleGrid>
  );
}

// Label left and amount right, the note under the label: a receipt's layout, readable at 360 px.
const rowGrid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: 'var(--mantine-spacing-md)',
  padding: '8px 0',
};

function Row({ row, money, first }: { row: SummaryRow; money: boolean; first: boolean }) {
  return (
    <div style={{ ...rowGrid, borderTop: first ? undefined : divider }}>
      <Text component="dt" size="sm" style={wrap}>
        {row.label}
      </Text>
      <Text
        component="dd"
        m={0}
        size="sm"
        fw={600}
        ta="right"
        style={money ? { whiteSpace: 'nowrap' } : { ...wrap, maxWidth: '14rem' }}
      >
        {row.value}
      </Text>
      {row.note && (
        <Text component="dd" m={0} size="xs" c="dimmed" style={{ ...wrap, gridColumn: '1 / -1' }}>
          {row.note}
        </Text>
      )}
    </div>
  );
}

function Rows({ field }: { field: Of<'rows'> }) {
  // On a wide screen the amounts stay near their names.
  return (
    <Stack component="dl" gap={0} m={0} maw="36rem">
      {field.rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: saved rows have no id of their own and are never reordered here
        <Row key={index} row={row} money={field.money} first={index === 0} />
      ))}
      {field.total && (
        <div style={{ ...rowGrid, borderTop: divider }}>
          <Text component="dt" size="sm" fw={700}>
            Total
          </Text>
          <Text component="dd" m={0} size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
            {field.total}
          </Text>
        </div>
      )}
    </Stack>
  );
}

/** A record's own short fields as "Label: value" lines, to keep a card compact. */
function CompactFields({ fields }: { fields: SummaryField[] }) {
  return (
    <Stack component="dl" gap={2} m={0}>
      {fields.map((field) =>
        field.kind === 'value' ? (
          <Text key={field.label} component="div" size="sm" style={wrap}>
            <Text component="dt" c="dimmed" display="inline" size="sm">
              {field.label}:{' '}
            </Text>
            <Text component="dd" m={0} display="inline" size="sm">
              {field.value}
            </Text>
          </Text>
        ) : (
          <Fields key={field.label} fields={[field]} />
        ),
      )}
    </Stack>
  );
}

function RecordCard({ record }: { record: SummaryRecord }) {
  return (
    <Card withBorder padding="sm" radius="sm">
      <Stack gap={6}>
        {(record.title || record.subtitle) && (
          <div>
            {record.title && (
              <Text fw={600} style={wrap}>
                {record.title}
              </Text>
            )}
            {record.subtitle && (
              <Text size="sm" c="dimmed">
                {record.subtitle}
              </Text>
            )}
          </div>
        )}
        {record.fields.length > 0 && <CompactFields fields={record.fields} />}
      </Stack>
    </Card>
  );
}

function Records({ field }: { field: Of<'records'> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {field.records.map((record, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: saved records have no id of their own and are never reordered here
        <RecordCard key={index} record={record} />
      ))}
    </SimpleGrid>
  );
}

function Checks({ field }: { field: Of<'checks'> }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {field.items.map((item) => (
        <li key={item.label} style={{ display: 'flex', gap: 'var(--mantine-spacing-xs)' }}>
          <ThemeIcon size={20} radius="xl" variant="light" color={item.checked ? 'teal' : 'gray'} aria-hidden>
            {item.checked ? <IconCheck size={14} /> : <IconX size={14} />}
          </ThemeIcon>
          <Text size="sm" c={item.checked ? undefined : 'dimmed'} style={wrap}>
            <VisuallyHidden>{item.checked ? 'Disetujui: ' : 'Tidak disetujui: '}</VisuallyHidden>
            {item.label}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

/** A list, cards or consents under their label (none when the step's title already names them). */
function Block({ field }: { field: Exclude<SummaryField, Simple> }) {
  const body =
    field.kind === 'rows' ? (
      <Rows field={field} />
    ) : field.kind === 'records' ? (
      <Records field={field} />
    ) : (
      <Checks field={field} />
    );
  if (!field.label) return body;
  return (
    <Stack gap={6}>
      <Text size="xs" c="dimmed">
        {field.label}
      </Text>
      {body}
    </Stack>
  );
}

const isSimple = (field: SummaryField): field is Simple => field.kind === 'value' || field.kind === 'address';

/** Fields in their order: runs of short fields in a grid, each list or set of cards full width. */
function Fields({ fields }: { fields: SummaryField[] }) {
  const groups: (Simple[] | Exclude<SummaryField, Simple>)[] = [];
  for (const field of fields) {
    const last = groups.at(-1);
    if (!isSimple(field)) groups.push(field);
    else if (Array.isArray(last)) last.push(field);
    else groups.push([field]);
  }
  return (
    <Stack gap="md">
      {groups.map((group, index) =>
        Array.isArray(group) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the groups follow the fixed field order
          <SimpleFields key={index} fields={group} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the groups follow the fixed field order
          <Block key={index} field={group} />
        ),
      )}
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
