import { verificationMessages } from '@amal/contract/verification';
import type { VerificationTask } from '@amal/contract/verifiers';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';

const areaOf = (area: VerificationTask['area']) =>
  [area.district, area.regency, area.province].filter(Boolean).join(', ') || 'Alamat belum diisi';

/** What is left, in the verifier's words: "n dari m bagian belum diverifikasi". */
export const sectionsLeftLabel = (task: Pick<VerificationTask, 'sectionsLeft' | 'sectionsToVerify'>) =>
  task.sectionsLeft === 0
    ? 'Semua bagian sudah diverifikasi'
    : `${task.sectionsLeft} dari ${task.sectionsToVerify} bagian belum diverifikasi`;

function TaskCard({ task }: { task: VerificationTask }) {
  return (
    <li>
      <Card
        withBorder
        padding="md"
        component={Link}
        to={`/verifikasi/${task.idProposal}/form-verifikasi`}
        style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
      >
        <Stack gap={6}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {task.name}
            </Title>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              No. {task.idProposal}
            </Text>
          </Group>
          <Text size="sm">{task.program.name}</Text>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm">{areaOf(task.area)}</Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconCalendarEvent size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm">
              {task.verificationDate
                ? `Kunjungan ${formatDate(task.verificationDate)}`
                : 'Tanggal kunjungan belum ditentukan'}
            </Text>
          </Group>
          <Badge
            variant="light"
            color={task.sectionsLeft === 0 ? 'teal' : 'orange'}
            tt="none"
            style={{ alignSelf: 'flex-start' }}
          >
            {sectionsLeftLabel(task)}
          </Badge>
        </Stack>
      </Card>
    </li>
  );
}

/** The field verifier's assignments, in the server's order (nearest planned visit first). */
export function VerificationTaskList({ tasks }: { tasks: readonly VerificationTask[] }) {
  if (tasks.length === 0) return <Text c="dimmed">{verificationMessages.noTasks}</Text>;
  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Proposal yang harus diverifikasi"
    >
      {tasks.map((task) => (
        <TaskCard key={task.idProposal} task={task} />
      ))}
    </Stack>
  );
}
