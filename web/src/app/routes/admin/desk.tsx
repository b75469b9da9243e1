import { canAnywhere, programsWhere, staffMessages } from '@amal/contract/staff';
import { Alert, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { Desk } from '../../../features/desk/components/desk';
import { usePrograms } from '../../../features/programs/api/get-programs';
import { useStaffUser } from '../../../features/staff/utils/use-staff-user';
import { useVerifiers } from '../../../features/verifiers/api/get-verifiers';
import { verifierOption } from '../../../features/verifiers/utils/verifier-option';

/** "/admin/proposal": the proposals of the programmes the person holds a role in (super admin: all). */
export function DeskRoute() {
  useDocumentTitle('Pengajuan · Staf · Amal');
  const staff = useStaffUser();
  const roles = staff.administrators.administratorRoles;
  const scope = programsWhere(roles, 'readProposals');
  const programs = usePrograms();
  // The desk lists a programme's main proposals; a sub-programme's come with them.
  // The verifier filter offers the first page of verifiers, by name, to roles that see verifiers.
  const verifiers = useVerifiers(1, {}, canAnywhere(roles, 'readVerifiers'));
  const verifierOptions = (verifiers.data?.data ?? []).map(verifierOption);
  const options = (programs.data?.data ?? [])
    .filter((program) => program.idProgramParent === null)
    .filter((program) => scope === null || scope.includes(program.idProgram))
    .map((program) => ({ value: String(program.idProgram), label: program.name }));

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Pengajuan
      </Title>
      {scope !== null && scope.length === 0 ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {staffMessages.noProgrammes}
        </Alert>
      ) : (
        <Desk programs={options} verifiers={verifierOptions} roles={roles} />
      )}
    </Stack>
  );
}
