import type { ProposalDetail, ProposalListBy } from '@amal/contract/proposals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

/** GET /api/proposal/{by}/{idProposal}: one of my proposals in full, as referrer or as reference. */
export const getProposal = (by: ProposalListBy, idProposal: number, signal?: AbortSignal) =>
  api.get<ProposalDetail>(`/proposal/${by}/${idProposal}`, signal);

/** A proposal and the side the caller is on. */
export interface MyProposal {
  by: ProposalListBy;
  proposal: ProposalDetail;
}

/**
 * The caller may have submitted the proposal or be its recipient, and the link does not say which:
 * ask as referrer first, and only a 404 there means "try as reference".
 */
export async function getMyProposal(idProposal: number, signal?: AbortSignal): Promise<MyProposal> {
  try {
    return { by: 'referer', proposal: await getProposal('referer', idProposal, signal) };
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) throw error;
    return { by: 'reference', proposal: await getProposal('reference', idProposal, signal) };
  }
}

export const myProposalQueryOptions = (idProposal: number) =>
  queryOptions({
    queryKey: ['proposal', idProposal],
    queryFn: ({ signal }) => getMyProposal(idProposal, signal),
    // The status and documents change as the foundation works on it.
    staleTime: 0,
  });

export const useMyProposal = (idProposal: number) => useQuery(myProposalQueryOptions(idProposal));
