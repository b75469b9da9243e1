import type { StaffProgram } from '@amal/contract/program-admin';
import { mayEditProgramme } from '@amal/contract/program-editor';
import { isSuperAdminRole } from '@amal/contract/staff';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QueryError } from '../../../components/ui/query-error';
import { useProgramStatuses } from '../../../features/desk/api/get-program-statuses';
import { ProgrammeCatalogue } from '../../../features/program-admin/components/programme-catalogue';
import { ProgrammeDetails } from '../../../features/program-admin/components/programme-details';
import { useProgram } from '../../../features/programs/api/get-program';
import { useStaffUser } from '../../../features/staff/utils/use-staff-user';

/** A programme's form (the wizard's answer) and its statuses, read when its row is opened. */
function LoadedDetails({ program, editable }: { program: StaffProgram; editable: boolean }) {
  const form = useProgram(program.idProgram);
  const statuses = useProgramStatuses(program.idProgram);
  if (form.isError) return <QueryError error={form.error} onRetry={() => form.refetch()} />;
  if (statuses.isError) return <QueryError error={statuses.error} onRetry={() => statuses.refetch()} />;
  if (!form.data || !statuses.data) return <Skeleton height={160} radius="md" />;
  return (
    <ProgrammeDetails program={program} form={form.data} statuses={statuses.data.data} editable={editable} />
  );
}

/**
 * "/admin/program": the programmes the person works in; their PIC and IT, and a super admin, open
 * each one's editor from its details, and a super admin creates one.
 */
export function ProgramsRoute() {
  useDocumentTitle('Program · Staf · Amal');
  const roles = useStaffUser().administrators.administratorRoles;
  const superAdmin = isSuperAdminRole(roles);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            Program
          </Title>
          <Text c="dimmed" size="sm">
            Program tempat Anda memegang peran: keadaannya hari ini, periode, dan pengajuannya.
          </Text>
        </div>
        {superAdmin ? (
          <Button
            component={Link}
            to="/admin/program/create"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Buat program
          </Button>
        ) : null}
      </Group>
      <ProgrammeCatalogue
        superAdmin={superAdmin}
        details={(program) => (
          <LoadedDetails program={program} editable={mayEditProgramme(roles, program.idProgram)} />
        )}
      />
    </Stack>
  );
}
