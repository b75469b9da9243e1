import '../styles';
import type { RevisionRecord } from '@amal/contract/revisions';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format';

const when = (instant: string) => formatDate(instant, 'D MMMM YYYY, HH.mm');

interface RevisionHistoryProps {
  revisions: readonly RevisionRecord[];
  /** A section's name in the programme. */
  sectionName: (route: string) => string;
  /** A section's data drawn as the detail draws it (the page knows how). */
  renderSection: (route: string, data: unknown) => ReactNode;
}

function Change({
  change,
  name,
  render,
}: {
  change: RevisionRecord['changes'][number];
  name: string;
  render: RevisionHistoryProps['renderSection'];
}) {
  const same = JSON.stringify(change.before) === JSON.stringify(change.after);
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text fw={600}>{name}</Text>
        {same && (
          <Badge variant="light" color="gray" tt="none">
            Tidak berubah
          </Badge>
        )}
      </Group>
      {!same && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          <Stack gap={4} aria-label={`${name} sebelum perbaikan`}>
            <Text size="sm" c="dimmed">
              Sebelum
            </Text>
            {render(change.route, change.before)}
          </Stack>
          <Stack gap={4} aria-label={`${name} sesudah perbaikan`}>
            <Text size="sm" c="dimmed">
              Sesudah
            </Text>
            {render(change.route, change.after)}
          </Stack>
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** Every send-back of the proposal: the notes, and once corrected, each section before and after. */
export function RevisionHistory({ revisions, sectionName, renderSection }: RevisionHistoryProps) {
  if (revisions.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="revisions-title" gap="sm">
      <Title id="revisions-title" order={2} size="h4">
        Perbaikan pengajuan
      </Title>
      {revisions.map((revision) => (
        <Card key={revision.createdAt} withBorder padding="md">
          <Stack gap="sm">
            <Text size="sm">
              Dikembalikan {when(revision.createdAt)}
              {revision.by ? ` oleh ${revision.by}` : ''} ·{' '}
              {revision.resubmittedAt
                ? `diperbaiki ${when(revision.resubmittedAt)}`
                : 'menunggu perbaikan pemohon'}
            </Text>
            <Stack component="ul" gap={4} m={0} pl="md">
              {revision.notes.map((note) => (
                <Text component="li" size="sm" key={note.route} style={{ overflowWrap: 'anywhere' }}>
                  <strong>{sectionName(note.route)}:</strong> {note.note}
                </Text>
              ))}
            </Stack>
            {revision.changes.map((change) => (
              <Change
                key={change.route}
                change={change}
                name={sectionName(change.route)}
                render={renderSection}
              />
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
