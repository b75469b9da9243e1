import { HOME_LIST_ROWS } from '@amal/contract/constants';
import type { CurrentUser } from '@amal/contract/users';
import { Stack } from '@mantine/core';
import { startTransition, useEffect, useState } from 'react';
import { HomeMenu } from '../../features/home/components/home-menu';
import { MemberGreeting } from '../../features/home/components/member-greeting';
import { ProposalList } from '../../features/home/components/proposal-list';
import { useProposals } from '../../features/proposals/api/get-proposals';
import { toListRow } from '../../features/proposals/utils/list-row';

/** The member's home: the three tiles and the two proposal lists (a chunk visitors never load). */
export default function MemberHome({
  user,
  customerServiceUrl,
}: {
  user: CurrentUser;
  customerServiceUrl: string | undefined;
}) {
  const [myPage, setMyPage] = useState(1);
  const [forMePage, setForMePage] = useState(1);
  const mine = useProposals('referer', myPage, HOME_LIST_ROWS, true);
  const forMe = useProposals('reference', forMePage, HOME_LIST_ROWS, true);
  // The second list is below the fold on a phone: drawn in a commit of its own after the first has
  // painted, so that the page's first draw is not one long task (a tap during load waits less).
  const [secondListShown, showSecondList] = useState(false);
  useEffect(() => startTransition(() => showSecondList(true)), []);
  return (
    <Stack gap="xl">
      <MemberGreeting name={user.fullName} />
      <HomeMenu user={user} customerServiceUrl={customerServiceUrl} />
      <ProposalList
        title="Pengajuan Saya"
        rows={mine.data?.data.map((item) => toListRow(item, 'referer')) ?? []}
        total={mine.data?.total ?? 0}
        page={myPage}
        onPageChange={setMyPage}
        loading={mine.isFetching}
      />
      {secondListShown && (
        <ProposalList
          title="Bantuan untuk saya"
          rows={forMe.data?.data.map((item) => toListRow(item, 'reference')) ?? []}
          total={forMe.data?.total ?? 0}
          page={forMePage}
          onPageChange={setForMePage}
          loading={forMe.isFetching}
        />
      )}
    </Stack>
  );
}
