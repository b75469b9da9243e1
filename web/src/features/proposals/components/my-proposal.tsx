import { apiMessages } from '@amal/contract/api-messages';
import { proposalMessages } from '@amal/contract/proposal-messages';
import { IconFileSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { MessagePage } from '../../../components/ui/message-page';
import { PageLoader } from '../../../components/ui/page-loader';
import { QueryError } from '../../../components/ui/query-error';
import { isApiError } from '../../../lib/api-client';
import { type MyProposal, useMyProposal } from '../api/get-proposal';

/** Someone else's proposal, or one that does not exist: the same answer, so nothing leaks. */
function ProposalNotFound() {
  return (
    <MessagePage
      icon={<IconFileSearch size={48} color="var(--mantine-color-gray-6)" aria-hidden />}
      title={apiMessages.notFound}
      description={proposalMessages.notFoundForMember}
    />
  );
}

type WithMyProposalProps = { idProposal: number; children: (proposal: MyProposal) => ReactNode };

function Loaded({ idProposal, children }: WithMyProposalProps) {
  const [params] = useSearchParams();
  const query = useMyProposal(idProposal, params.get('by') === 'reference' ? 'reference' : 'referer');
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <ProposalNotFound />;
    return <QueryError error={query.error} onRetry={() => query.refetch()} />;
  }
  return children(query.data);
}

/**
 * One of my proposals, by a route's id: loading, "Data tidak ditemukan" for an id that is not a
 * proposal of mine (or not an id at all), its error with a retry, else the page drawn from it.
 */
export function WithMyProposal({ idProposal, children }: WithMyProposalProps) {
  if (!Number.isInteger(idProposal) || idProposal <= 0) return <ProposalNotFound />;
  return <Loaded idProposal={idProposal}>{children}</Loaded>;
}
