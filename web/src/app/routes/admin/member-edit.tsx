import { isMemberPage } from '@amal/contract/members';
import { canAnywhere } from '@amal/contract/staff';
import { Skeleton, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Navigate, useParams } from 'react-router';
import { QueryError } from '../../../components/ui/query-error';
import { DomicileAndKtpAddresses } from '../../../features/apply/steps/address-fields';
import { AuditTable } from '../../../features/audit/components/audit-table';
import { useMemberAudit } from '../../../features/members/api/get-member-audit';
import { MemberRecord } from '../../../features/members/components/member-record';
import { memberPagePath } from '../../../features/members/utils/member-form';
import { useStaffUser } from '../../../features/staff/utils/use-staff-user';
import { MembersNotAllowed } from './members';

/** Page "riwayat": what staff did to or read of the member, from the audit log. */
function MemberHistory({ idUser, fullName }: { idUser: number; fullName: string }) {
  const audit = useMemberAudit(idUser, true);
  if (audit.isPending) return <Skeleton height={160} radius="md" />;
  if (audit.isError) return <QueryError error={audit.error} onRetry={() => audit.refetch()} />;
  return <AuditTable events={audit.data.data} caption={`Riwayat perubahan data ${fullName}`} />;
}

/**
 * "/admin/anggota/{nip}/{page}/ubah" (spec §2): one page of a member's record. The address page
 * draws the wizard's own address fields (Indonesia's areas, "same as domicile"), and the history
 * the audit log's table, composed here because features do not import each other. "/admin/anggota/{nip}" and an unknown page open the
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
      history={(member) => <MemberHistory idUser={member.idUser} fullName={member.fullName} />}
    />
  );
}
