import { canAnywhere } from '@amal/contract/staff';
import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { AdministratorList } from '../../../features/administrators/components/administrator-list';
import { usePrograms } from '../../../features/programs/api/get-programs';
import { useStaffUser } from '../../../features/staff/utils/use-staff-user';
import { SuperAdminOnly, useProgramOptions } from './administrator';

/** "/admin/administrator": the staff and their roles, and "Tambah staf" (super admin only). */
export function AdministratorsRoute() {
  useDocumentTitle('Administrator · Staf · Amal');
  const staff = useStaffUser();
  const programs = useProgramOptions(usePrograms().data);
  const allowed = canAnywhere(staff.administrators.administratorRoles, 'manageAdministrators');

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Administrator
      </Title>
      {allowed ? <AdministratorList programs={programs} /> : <SuperAdminOnly />}
    </Stack>
  );
}
