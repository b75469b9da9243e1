import type { StaffProgram } from '@amal/contract/program-admin';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { Fragment, type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import '../styles';
import { QueryError } from '../../../components/ui/query-error';
import { useStaffPrograms } from '../api/get-staff-programs';
import { periodText, programmeState, quotaText } from '../utils/programme-state';
import { StatusCountsLine } from './status-counts';

const COLUMNS = 7;
const BADGE_STYLES = { label: { whiteSpace: 'normal', overflow: 'visible' } } as const;

/** Whether the programme's name or number starts a word with what was typed. */
const matches = (program: StaffProgram, text: string) => {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return (
    String(program.idProgram) === needle ||
    program.name
      .toLowerCase()
      .split(/\s+/)
      .some((word) => word.startsWith(needle)) ||
    program.name.toLowerCase().startsWith(needle)
  );
};

function ProgrammeRow({
  program,
  superAdmin,
  open,
  onToggle,
  details,
}: {
  program: StaffProgram;
  superAdmin: boolean;
  open: boolean;
  onToggle: () => void;
  details: (program: StaffProgram) => ReactNode;
}) {
  const state = programmeState(program);
  const detailsId = `program-${program.idProgram}-rincian`;
  const roles = program.roles.map((role) => role.name);
  const proposals = program.proposals.toLocaleString('id-ID');
  const badge = (
    // Wrapped rather than cut off: "Dibuka mulai 1 Januari 2027" is longer than a phone's column.
    <Badge variant="light" color={state.color} tt="none" h="auto" py={2} styles={BADGE_STYLES}>
      {state.label}
    </Badge>
  );
  return (
    <Fragment>
      <Table.Tr>
        <Table.Td>
          <Text fw={600} size="sm">
            {program.name}
          </Text>
          <Text size="xs" c="dimmed" mt={2}>
            #{program.idProgram} · {program.individual ? 'Perorangan' : 'Lembaga'}
            {program.subPrograms > 0 ? ` · ${program.subPrograms} sub-program` : ''}
          </Text>
          {/* On a phone the state goes under the name: its column is not drawn there. */}
          <Group hiddenFrom="sm" mt={4}>
            {badge}
          </Group>
        </Table.Td>
        <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
          {badge}
        </Table.Td>
        <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
          {program.programSchedule ? (
            <>
              <Text size="sm">{periodText(program.programSchedule)}</Text>
              <Text size="xs" c="dimmed">
                {quotaText(program.programSchedule.quota)}
              </Text>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              –
            </Text>
          )}
        </Table.Td>
        <Table.Td ta="right">
          <Anchor
            component={Link}
            to={`/admin/proposal?program=${program.idProgram}`}
            size="sm"
            aria-label={`${proposals} pengajuan ${program.name}`}
          >
            {proposals}
          </Anchor>
        </Table.Td>
        {/* Below a laptop's width the counts by status are in the details. */}
        <Table.Td visibleFrom="lg" maw={320}>
          <StatusCountsLine program={program} />
        </Table.Td>
        <Table.Td visibleFrom="md">
          <Text size="sm">{roles.length > 0 ? roles.join(', ') : superAdmin ? 'Super Admin' : '–'}</Text>
        </Table.Td>
        <Table.Td ta="right">
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={onToggle}
            aria-label={`Rincian ${program.name}`}
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            rightSection={
              open ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />
            }
          >
            Rincian
          </Button>
        </Table.Td>
      </Table.Tr>
      {open ? (
        <Table.Tr id={detailsId}>
          <Table.Td colSpan={COLUMNS}>{details(program)}</Table.Td>
        </Table.Tr>
      ) : null}
    </Fragment>
  );
}

/**
 * The programmes the person works in (`/admin/program`), read only: what state each is in now, its
 * current period and quota, its proposals (a link to the desk filtered to it) and how many hold
 * each status, the person's roles, and on demand what it is made of. The search stays in the URL (`?cari=`).
 */
export function ProgrammeCatalogue({
  superAdmin,
  details,
}: {
  superAdmin: boolean;
  /** What a programme is made of, drawn under its row when opened. */
  details: (program: StaffProgram) => ReactNode;
}) {
  const programs = useStaffPrograms();
  const [params, setParams] = useSearchParams();
  const search = params.get('cari') ?? '';
  const [opened, setOpened] = useState<number | null>(null);
  const setSearch = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('cari', value);
        else next.delete('cari');
        return next;
      },
      { replace: true },
    );

  if (programs.isPending) return <Skeleton height={320} radius="md" />;
  if (programs.isError) return <QueryError error={programs.error} onRetry={() => programs.refetch()} />;
  const shown = programs.data.data.filter((program) => matches(program, search));

  return (
    <Stack gap="md">
      <TextInput
        label="Cari program"
        placeholder="Nama atau nomor program"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        w={{ base: '100%', sm: 320 }}
      />
      {shown.length === 0 ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {search ? 'Tidak ada program yang cocok.' : 'Belum ada program.'}
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Program</Table.Th>
                <Table.Th visibleFrom="sm">Keadaan</Table.Th>
                <Table.Th visibleFrom="sm">Periode berjalan</Table.Th>
                <Table.Th ta="right">Pengajuan</Table.Th>
                <Table.Th visibleFrom="lg">Menurut status</Table.Th>
                <Table.Th visibleFrom="md">Peran Anda</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Rincian</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((program) => (
                <ProgrammeRow
                  key={program.idProgram}
                  program={program}
                  superAdmin={superAdmin}
                  open={opened === program.idProgram}
                  onToggle={() => setOpened(opened === program.idProgram ? null : program.idProgram)}
                  details={details}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="sm" c="dimmed">
        {shown.length} dari {programs.data.total} program
      </Text>
    </Stack>
  );
}
