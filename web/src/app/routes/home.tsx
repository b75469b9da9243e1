import { HOME_LIST_ROWS } from '@amal/contract/constants';
import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { HomeMenu } from '../../features/home/components/home-menu';
import { ProposalList } from '../../features/home/components/proposal-list';
import { Welcome } from '../../features/home/components/welcome';
import { useConfig } from '../../features/lookups/api/get-config';
import { useProposals } from '../../features/proposals/api/get-proposals';
import { toListRow } from '../../features/proposals/utils/list-row';
import { useCurrentUser } from '../../features/users/api/get-current-user';

/** "/": the welcome screen for a visitor, the home menu and lists for a member. */
export function HomeRoute() {
  useDocumentTitle('Amal');
  const user = useCurrentUser();
  const config = useConfig();
  const [myPage, setMyPage] = useState(1);
  const [forMePage, setForMePage] = useState(1);
  const member = Boolean(user.data);
  const mine = useProposals('referer', myPage, HOME_LIST_ROWS, member);
  const forMe = useProposals('reference', forMePage, HOME_LIST_ROWS, member);

  if (user.isPending || config.isPending) return <PageLoader />;
  if (user.isError) return <QueryError error={user.error} onRetry={() => user.refetch()} />;
  if (!user.data) return <Welcome foundationName={config.data?.foundationName} />;

  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Assalamu'alaikum, {user.data.fullName}
        </Title>
        <Text c="dimmed">Apa yang ingin Anda lakukan hari ini?</Text>
      </Stack>
      <HomeMenu user={user.data} customerServiceUrl={config.data?.customerServiceUrl} />
      <ProposalList
        title="Pengajuan Saya"
        rows={mine.data?.data.map((item) => toListRow(item, 'referer')) ?? []}
        total={mine.data?.total ?? 0}
        page={myPage}
        onPageChange={setMyPage}
        loading={mine.isFetching}
      />
      <ProposalList
        title="Bantuan untuk saya"
        rows={forMe.data?.data.map((item) => toListRow(item, 'reference')) ?? []}
        total={forMe.data?.total ?? 0}
        page={forMePage}
        onPageChange={setForMePage}
        loading={forMe.isFetching}
      />
    </Stack>
  );
}
