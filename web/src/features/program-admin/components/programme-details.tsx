import type { StaffProgram } from '@amal/contract/program-admin';
import type { ProgramDetail, ProgramProposalStatus } from '@amal/contract/programs';
import { Anchor, Badge, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { periodText, quotaText } from '../utils/programme-state';
import { StatusCountsList } from './status-counts';

function Part({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const Empty = ({ children }: { children: React.ReactNode }) => (
  <Text size="sm" c="dimmed">
    {children}
  </Text>
);

/**
 * What a programme is made of, read only: its periods, the steps of its form, the documents it
 * asks for, its sub-programmes, its proposals by status, and its statuses with the roles that may set each (the role-status
 * mapping staff decide by).
 */
export function ProgrammeDetails({
  program,
  form,
  statuses,
  editable,
}: {
  program: StaffProgram;
  form: ProgramDetail;
  statuses: readonly ProgramProposalStatus[];
  /** The caller is its PIC or IT, or a super admin: the editor is offered. */
  editable: boolean;
}) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="lg" py="xs">
      <Part title="Periode">
        {program.schedules.length === 0 ? (
          <Empty>Belum ada periode.</Empty>
        ) : (
          <List size="sm" spacing={4}>
            {program.schedules.map((schedule) => (
              <List.Item key={schedule.idProgramSchedule}>
                {periodText(schedule)} · {quotaText(schedule.quota)}
              </List.Item>
            ))}
          </List>
        )}
        {editable ? (
          <Anchor component={Link} to={`/admin/program/edit/${program.idProgram}`} size="sm" fw={600}>
            Ubah program
          </Anchor>
        ) : null}
        {form.childPrograms.length > 0 ? (
          <>
            <Text size="sm" fw={600} mt="xs">
              Sub-program aktif
            </Text>
            <List size="sm" spacing={4}>
              {form.childPrograms.map((child) => (
                <List.Item key={child.idProgram}>
                  {editable ? (
                    <Anchor component={Link} to={`/admin/program/edit/${child.idProgram}`} size="sm">
                      {child.name}
                    </Anchor>
                  ) : (
                    child.name
                  )}
                </List.Item>
              ))}
            </List>
          </>
        ) : null}
      </Part>
      <Part title="Langkah formulir">
        <List type="ordered" size="sm" spacing={4}>
          {form.programSections.map((step) => (
            <List.Item key={`${step.order}-${step.idSection}`}>
              {step.section.name}
              {step.needVerification ? (
                <Text span size="xs" c="dimmed">
                  {' '}
                  · diverifikasi
                </Text>
              ) : null}
            </List.Item>
          ))}
        </List>
        <Anchor component={Link} to={`/admin/program/${program.idProgram}/pratinjau`} size="sm">
          Pratinjau formulir di ponsel
        </Anchor>
      </Part>
      <Part title="Dokumen">
        {form.programDocumentType.length === 0 ? (
          <Empty>Tidak meminta dokumen.</Empty>
        ) : (
          <List size="sm" spacing={4}>
            {form.programDocumentType.map((document) => (
              <List.Item key={document.idDocumentType}>
                {document.documentType.name}
                <Text span size="xs" c="dimmed">
                  {document.required ? ' · wajib' : ' · pilihan'}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Part>
      <Part title="Pengajuan menurut status">
        <StatusCountsList program={program} />
      </Part>
      <Part title="Status dan peran yang boleh menetapkan">
        {statuses.length === 0 ? (
          <Empty>Belum ada status.</Empty>
        ) : (
          <List type="ordered" size="sm" spacing={6}>
            {statuses.map((status) => (
              <List.Item key={status.idProposalStatus}>
                {status.idProposalStatus} - {status.name}
                <Group gap={4} mt={2}>
                  {status.roles.length === 0 ? (
                    <Text size="xs" c="dimmed">
                      Hanya Super Admin
                    </Text>
                  ) : (
                    status.roles.map((role) => (
                      <Badge key={role.idRole} size="xs" variant="light" color="gray" tt="none">
                        {role.name}
                      </Badge>
                    ))
                  )}
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Part>
    </SimpleGrid>
  );
}
