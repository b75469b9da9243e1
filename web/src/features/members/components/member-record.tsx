import { MEMBER_PAGES, type MemberPage } from '@amal/contract/members';
import { Alert, Anchor, Badge, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock, IconUserQuestion } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import '../styles';
import { QueryError } from '../../../components/ui/query-error';
import { isApiError } from '../../../lib/api-client';
import { useMember } from '../api/get-member';
import { memberPagePath } from '../utils/member-form';
import { type AddressFieldsRenderer, AddressForm } from './address-form';
import { MemberHistory } from './member-history';
import { BankAccountView, DocumentsView, ProposalsView } from './member-views';
import { PersonalForm } from './personal-form';

const BackToList = () => (
  <Anchor component={Link} to="/admin/anggota" size="sm" style={{ alignSelf: 'flex-start' }}>
    <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Semua anggota
  </Anchor>
);

/**
 * A member's record for staff (`/admin/anggota/{nip}/{page}/ubah`): who they are, then one page of
 * the record at a time (data-diri, alamat, rekening, pengajuan, dokumen, and riwayat for those
 * who read the audit), each its own address.
 * Whether the caller may correct it is the server's answer (`allowed`), not recomputed here.
 */
export function MemberRecord({
  nip,
  page,
  addressFields,
}: {
  nip: string;
  page: MemberPage;
  addressFields: AddressFieldsRenderer;
}) {
  const navigate = useNavigate();
  const query = useMember(nip);
  const reload = () => query.refetch();

  if (query.isPending) {
    return (
      <Stack gap="md">
        <BackToList />
        <Skeleton height={48} width="40%" radius="md" />
        <Skeleton height={360} radius="md" />
      </Stack>
    );
  }
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <Stack gap="md">
        <BackToList />
        {missing ? (
          <Alert
            color="gray"
            variant="light"
            icon={<IconUserQuestion aria-hidden />}
            title={query.error.message}
          >
            Tidak ada anggota dengan NIP {nip} di program yang Anda tangani.
          </Alert>
        ) : (
          <QueryError error={query.error} onRetry={reload} />
        )}
      </Stack>
    );
  }

  const member = query.data;
  const { edit, readOnlyReason, readAudit } = member.allowed;
  const pages = MEMBER_PAGES.filter((entry) => entry.page !== 'riwayat' || readAudit);
  return (
    <Stack gap="md">
      <BackToList />
      <Stack gap={4}>
        <Title order={1} size="h2">
          {member.fullName}
        </Title>
        <Group gap="xs">
          <Text c="dimmed" size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
            NIP {member.nip}
          </Text>
          {member.membership ? (
            <Badge variant="light" tt="none" size="sm">
              {member.membership}
            </Badge>
          ) : null}
        </Group>
      </Stack>
      {readOnlyReason ? (
        <Alert color="gray" variant="light" icon={<IconLock aria-hidden />} title="Hanya dapat dilihat">
          {readOnlyReason}
        </Alert>
      ) : null}
      <Tabs
        value={page}
        onChange={(next) => next && navigate(memberPagePath(member.nip, next as MemberPage))}
        keepMounted={false}
      >
        <Tabs.List>
          {pages.map((entry) => (
            <Tabs.Tab key={entry.page} value={entry.page}>
              {entry.title}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {pages.map((entry) => (
          <Tabs.Panel key={entry.page} value={entry.page} pt="md">
            <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
              {entry.page === 'data-diri' ? (
                <PersonalForm member={member} editable={edit} reload={reload} />
              ) : entry.page === 'alamat' ? (
                <AddressForm member={member} editable={edit} reload={reload} fields={addressFields} />
              ) : entry.page === 'rekening' ? (
                <BankAccountView member={member} />
              ) : entry.page === 'pengajuan' ? (
                <ProposalsView member={member} />
              ) : entry.page === 'dokumen' ? (
                <DocumentsView member={member} />
              ) : (
                <MemberHistory idUser={member.idUser} fullName={member.fullName} />
              )}
            </Paper>
          </Tabs.Panel>
        ))}
      </Tabs>
      {page === 'riwayat' && !readAudit ? (
        <Alert color="gray" variant="light" icon={<IconLock aria-hidden />}>
          Peran Anda tidak mencakup riwayat perubahan anggota ini.
        </Alert>
      ) : null}
    </Stack>
  );
}
