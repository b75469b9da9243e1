import { type ProposalDetail, type ProposalListBy, proposalsEndpoints } from '@amal/contract/proposals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, isApiError } from '../../../lib/api-client';

/** GET /api/proposal/{by}/{idProposal}: one of my proposals in full, as referrer or as reference. */
export const getProposal = (by: ProposalListBy, idProposal: number, signal?: AbortSignal) =>
  call(proposalsEndpoints.get, { params: { by, idProposal }, signal });

/** A proposal and the side the caller is on. */
export interface MyProposal {
  by: ProposalListBy;
  proposal: ProposalDetail;
}

/**
 * The caller may have submitted the proposal or be its recipient: ask on the side the link names
 * (`first`, the referrer's unless it says otherwise), and only a 404 there means "try the other".
 */
export async function getMyProposal(
  idProposal: number,
  first: ProposalListBy = 'referer',
  signal?: AbortSignal,
): Promise<MyProposal> {
  const other: ProposalListBy = first === 'referer' ? 'reference' : 'referer';
  try {
    return { by: first, proposal: await getProposal(first, idProposal, signal) };
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) throw error;
    return { by: other, proposal: await getProposal(other, idProposal, signal) };
  }
}

export const myProposalQueryOptions = (idProposal: number, first?: ProposalListBy) =>
  queryOptions({
    queryKey: ['proposal', idProposal],
    queryFn: ({ signal }) => getMyProposal(idProposal, first, signal),
    // The status and documents change as the foundation works on it.
    staleTime: 0,
  });

export const useMyProposal = (idProposal: number, first?: ProposalListBy) =>
  useQuery(myProposalQueryOptions(idProposal, first));
