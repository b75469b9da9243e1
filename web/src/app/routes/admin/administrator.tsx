import type { ProgramListResponse } from '@amal/contract/programs';
import { canAnywhere } from '@amal/contract/staff';
import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { AdministratorDetail } from '../../../features/administrators/components/administrator-detail';
import { usePrograms } from '../../../features/programs/api/get-programs';
import { useStaffUser } from '../../../features/staff/utils/use-staff-user';
import { NotFoundRoute } from '../not-found';

/** The programmes a role may be held in: those one applies to (a sub-programme's go with them). */
export function useProgramOptions(programs: ProgramListResponse | undefined) {
  return useMemo(
    () =>
      (programs?.data ?? [])
        .filter((program) => program.idProgramParent === null)
        .map((program) => ({ value: String(program.idProgram), label: program.name })),
    [programs],
  );
}

/** Shown to staff who reach a super admin's page by its address (the navigation hides it). */
export function SuperAdminOnly() {
  return (
    <Alert color="gray" variant="light" icon={<IconLock aria-hidden />} title="Khusus Super Admin">
      Hanya Super Admin yang dapat mengatur staf, peran, dan pengaturan yayasan.
    </Alert>
  );
}

/** "/admin/administrator/{id}": one administrator's roles per programme, to add or remove. */
export function AdministratorRoute() {
  useDocumentTitle('Administrator · Staf · Amal');
  const staff = useStaffUser();
  const { id } = useParams();
  const programs = useProgramOptions(usePrograms().data);
  const idAdministrator = Number(id);
  if (!Number.isInteger(idAdministrator) || idAdministrator <= 0) return <NotFoundRoute />;
  const allowed = canAnywhere(staff.administrators.administratorRoles, 'manageAdministrators');

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/administrator" size="sm" style={{ alignSelf: 'flex-start' }}>
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Semua administrator
      </Anchor>
      {allowed ? (
        <AdministratorDetail id={idAdministrator} programs={programs} />
      ) : (
        <>
          <Title order={1} size="h2">
            Administrator
          </Title>
          <SuperAdminOnly />
        </>
      )}
    </Stack>
  );
}
