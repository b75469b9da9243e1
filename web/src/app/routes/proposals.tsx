import type { ProposalListBy } from '@amal/contract/proposals';
import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../components/ui/query-error';
import { ProposalList } from '../../features/home/components/proposal-list';
import { useProposals } from '../../features/proposals/api/get-proposals';
import { listPage } from '../../features/proposals/utils/list-row';
import { VerificationTasksLink } from '../../features/verification/components/verification-tasks-link';
import { RequireUser } from '../require-user';

/** Rows a page of "/proposal" holds. */
const ROWS = 10;

/** The page of a list kept in the URL, so back/forward and reload land on the same page. */
function usePageParam(name: string) {
  const [params, setParams] = useSearchParams();
  const value = Number(params.get(name));
  const page = Number.isInteger(value) && value > 0 ? value : 1;
  const setPage = (next: number) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set(name, String(next));
        else updated.delete(name);
        return updated;
      },
      { preventScrollReset: true },
    );
  return [page, setPage] as const;
}

function OngoingList({ title, by, param }: { title: string; by: ProposalListBy; param: string }) {
  const [page, setPage] = usePageParam(param);
  const list = useProposals(by, page, ROWS);
  if (list.isError) return <QueryError error={list.error} onRetry={() => list.refetch()} />;
  return (
    <ProposalList
      title={title}
      {...listPage(list, by)}
      page={page}
      onPageChange={setPage}
      rowsPerPage={ROWS}
    />
  );
}

/** "/proposal": every proposal I submitted and every one made for me, ten a page. */
export function ProposalsRoute() {
  useDocumentTitle('Pengajuan Berjalan · Amal');
  return (
    <RequireUser>
      {() => (
        <Stack gap="xl">
          <Stack gap={4}>
            <Title order={1} size="h2">
              Pengajuan Berjalan
            </Title>
            <Text c="dimmed">Pantau status pengajuan Anda dan pengajuan untuk Anda.</Text>
          </Stack>
          <VerificationTasksLink />
          <OngoingList title="Pengajuan Saya" by="referer" param="saya" />
          <OngoingList title="Bantuan untuk saya" by="reference" param="untuk-saya" />
        </Stack>
      )}
    </RequireUser>
  );
}
