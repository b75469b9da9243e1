import type { ProgramSummary } from '@amal/contract/programs';
import { Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import type { Availability } from '../../../lib/program-availability';

const scheduleDate = (value: string) => formatDate(value, 'D MMMM YYYY');

/** One programme of the choice: banner, icon, name, description, period and the start button. */
export function ProgramCard({
  program,
  availability,
}: {
  program: ProgramSummary;
  availability: Availability;
}) {
  const schedule = program.programSchedule;
  return (
    // A closed programme is told by its badge and its disabled "Ajukan", not by fading the card:
    // faded text would fall below AA contrast.
    <Card withBorder padding="md" component="li">
      {program.banner && (
        <Card.Section>
          <Image src={program.banner} alt="" h={120} fit="cover" loading="lazy" />
        </Card.Section>
      )}
      <Stack gap="xs" mt={program.banner ? 'sm' : 0}>
        <Group gap="sm" wrap="nowrap" align="center">
          {program.icon && <Image src={program.icon} alt="" w={40} h={40} loading="lazy" />}
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {program.name}
          </Title>
        </Group>
        <Text size="sm">{program.description}</Text>
        {schedule && (
          <Group gap={6} wrap="nowrap" c="dimmed">
            <IconCalendar size={16} aria-hidden />
            <Text size="sm">
              {scheduleDate(schedule.startDate)} – {scheduleDate(schedule.endDate)}
            </Text>
          </Group>
        )}
        <Group justify="space-between" align="center" mt={4}>
          {availability.open ? (
            <Badge color="green" variant="light" tt="none">
              Dibuka
            </Badge>
          ) : (
            <Badge color={availability.reason === 'upcoming' ? 'blue' : 'gray'} variant="light" tt="none">
              {availability.label}
            </Badge>
          )}
          {availability.open ? (
            <Button component={Link} to={`/pengajuan-bantuan/${program.idProgram}`} size="sm">
              Ajukan
            </Button>
          ) : (
            <Button size="sm" disabled aria-label={`Ajukan ${program.name}: ${availability.label}`}>
              Ajukan
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
