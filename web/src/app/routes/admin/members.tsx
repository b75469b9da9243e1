import { canAnywhere, isSuperAdminRole } from '@amal/contract/staff';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import { MemberList } from '../../../features/members/components/member-list';
import { useStaffUser } from '../../../features/staff/utils/use-staff-user';

/** Shown to staff who reach the member pages by their address (the navigation hides them). */
export function MembersNotAllowed() {
  return (
    <Alert color="gray" variant="light" icon={<IconLock aria-hidden />} title="Tidak ada akses">
      Peran Anda tidak mencakup data anggota. Data anggota dikelola oleh IT, Customer Service, dan Super
      Admin.
    </Alert>
  );
}

/** "/admin/anggota": the members the person may correct (issue 34 item 7). */
export function MembersRoute() {
  useDocumentTitle('Anggota · Staf · Amal');
  const staff = useStaffUser();
  const roles = staff.administrators.administratorRoles;
  const allowed = canAnywhere(roles, 'editMembers');

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Anggota
        </Title>
        {allowed ? (
          <Text c="dimmed" size="sm">
            {isSuperAdminRole(roles) ? 'Semua anggota yayasan.' : 'Anggota yang mengajukan di program Anda.'}{' '}
            Pilih nama untuk melihat dan memperbaiki datanya.
          </Text>
        ) : null}
      </div>
      {allowed ? <MemberList /> : <MembersNotAllowed />}
    </Stack>
  );
}
