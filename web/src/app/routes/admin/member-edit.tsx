import { isMemberPage } from '@amal/contract/members';
import { canAnywhere } from '@amal/contract/staff';
import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Navigate, useParams } from 'react-router';
import { DomicileAndKtpAddresses } from '../../../features/apply/steps/address-fields';
import { MemberRecord } from '../../../features/members/components/member-record';
import { memberPagePath } from '../../../features/members/utils/member-form';
import { useStaffUser } from '../../../features/staff/utils/use-staff-user';
import { MembersNotAllowed } from './members';

/**
 * "/admin/anggota/{nip}/{page}/ubah" (spec §2): one page of a member's record. The address page
 * draws the wizard's own address fields (Indonesia's areas, "same as domicile"), composed here
 * because features do not import each other. "/admin/anggota/{nip}" and an unknown page open the
 * personal data.
 */
export function MemberEditRoute() {
  const { nip = '', page = '' } = useParams();
  useDocumentTitle(`${nip} · Anggota · Staf · Amal`);
  const staff = useStaffUser();
  if (!isMemberPage(page)) return <Navigate to={memberPagePath(nip, 'data-diri')} replace />;
  if (!canAnywhere(staff.administrators.administratorRoles, 'editMembers')) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          Anggota
        </Title>
        <MembersNotAllowed />
      </Stack>
    );
  }
  return (
    <MemberRecord
      key={nip}
      nip={nip}
      page={page}
      addressFields={(form) => <DomicileAndKtpAddresses form={form} />}
    />
  );
}
