import type { StaffProgram } from '@amal/contract/program-admin';
import { isSuperAdminRole } from '@amal/contract/staff';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { QueryError } from '../../../components/ui/query-error';
import { useProgramStatuses } from '../../../features/desk/api/get-program-statuses';
import { ProgrammeCatalogue } from '../../../features/program-admin/components/programme-catalogue';
import { ProgrammeDetails } from '../../../features/program-admin/components/programme-details';
import { useProgram } from '../../../features/programs/api/get-program';
import { useStaffUser } from '../../../features/staff/utils/use-staff-user';

/** A programme's form (the wizard's answer) and its statuses, read when its row is opened. */
function LoadedDetails({ program }: { program: StaffProgram }) {
  const form = useProgram(program.idProgram);
  const statuses = useProgramStatuses(program.idProgram);
  if (form.isError) return <QueryError error={form.error} onRetry={() => form.refetch()} />;
  if (statuses.isError) return <QueryError error={statuses.error} onRetry={() => statuses.refetch()} />;
  if (!form.data || !statuses.data) return <Skeleton height={160} radius="md" />;
  return <ProgrammeDetails program={program} form={form.data} statuses={statuses.data.data} />;
}

/** "/admin/program": the programmes the person works in, read only (the editor is issue 36's). */
export function ProgramsRoute() {
  useDocumentTitle('Program · Staf · Amal');
  const staff = useStaffUser();
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Program
        </Title>
        <Text c="dimmed" size="sm">
          Program tempat Anda memegang peran: keadaannya hari ini, periode, dan pengajuannya. Daftar ini hanya
          untuk dibaca.
        </Text>
      </div>
      <ProgrammeCatalogue
        superAdmin={isSuperAdminRole(staff.administrators.administratorRoles)}
        details={(program) => <LoadedDetails program={program} />}
      />
    </Stack>
  );
}
