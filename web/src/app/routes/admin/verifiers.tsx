import { programsWhere } from '@amal/contract/staff';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import { usePrograms } from '../../../features/programs/api/get-programs';
import { useStaffUser } from '../../../features/staff/utils/use-staff-user';
import { VerifierList } from '../../../features/verifiers/components/verifier-list';

/** "/admin/verifikator-lapangan": the field verifiers of the programmes where the person may see them. */
export function VerifiersRoute() {
  useDocumentTitle('Verifikator Lapangan · Staf · Amal');
  const staff = useStaffUser();
  const scope = programsWhere(staff.administrators.administratorRoles, 'readVerifiers');
  const programs = usePrograms().data;
  const options = (programs?.data ?? [])
    .filter((program) => program.idProgramParent === null)
    .filter((program) => scope === null || scope.includes(program.idProgram))
    .map((program) => ({ value: String(program.idProgram), label: program.name }));

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Verifikator Lapangan
        </Title>
        <Text c="dimmed" size="sm">
          Lead verifikator dan anggota yang bersedia menjadi verifikator lapangan saat mengajukan.
        </Text>
      </div>
      {scope !== null && scope.length === 0 ? (
        <Alert color="gray" variant="light" icon={<IconLock aria-hidden />}>
          Peran Anda tidak mencakup daftar verifikator lapangan.
        </Alert>
      ) : (
        <VerifierList programs={options} />
      )}
    </Stack>
  );
}
