import { HOME_LIST_ROWS } from '@amal/contract/constants';
import type { ProposalListBy } from '@amal/contract/proposals';
import type { CurrentUser } from '@amal/contract/users';
import { Stack } from '@mantine/core';
import { startTransition, useEffect, useState } from 'react';
import { HomeMenu } from '../../features/home/components/home-menu';
import { MemberGreeting } from '../../features/home/components/member-greeting';
import { ProposalList } from '../../features/home/components/proposal-list';
import { useProposals } from '../../features/proposals/api/get-proposals';
import { listPage } from '../../features/proposals/utils/list-row';

/**
 * One home list, a few rows a page. Its query is mounted with the page even while the list is not
 * drawn yet (`drawn`), so that it takes the data the server put in the page while it is fresh.
 */
function HomeList({ title, by, drawn = true }: { title: string; by: ProposalListBy; drawn?: boolean }) {
  const [page, setPage] = useState(1);
  const list = useProposals(by, page, HOME_LIST_ROWS, true);
  if (!drawn) return null;
  return <ProposalList title={title} {...listPage(list, by)} page={page} onPageChange={setPage} />;
}

/** The member's home: the three tiles and the two proposal lists (a chunk visitors never load). */
export default function MemberHome({
  user,
  customerServiceUrl,
}: {
  user: CurrentUser;
  customerServiceUrl: string | undefined;
}) {
  // The second list is below the fold on a phone: drawn in a commit of its own after the first has
  // painted, so that the page's first draw is not one long task (a tap during load waits less).
  const [secondListDrawn, drawSecondList] = useState(false);
  useEffect(() => startTransition(() => drawSecondList(true)), []);
  // The first page of "Bantuan untuk saya" (the same query as its list): proposals made for the
  // member open "Pengajuan Berjalan" even while their own data is incomplete.
  const forMe = useProposals('reference', 1, HOME_LIST_ROWS);
  return (
    <Stack gap="xl">
      <MemberGreeting name={user.fullName} />
      <HomeMenu
        user={user}
        customerServiceUrl={customerServiceUrl}
        proposalsForMe={(forMe.data?.total ?? 0) > 0}
      />
      <HomeList title="Pengajuan Saya" by="referer" />
      <HomeList title="Bantuan untuk saya" by="reference" drawn={secondListDrawn} />
    </Stack>
  );
}
