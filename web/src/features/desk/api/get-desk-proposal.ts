import { deskEndpoints } from '@amal/contract/desk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { deskQueryKey } from './get-desk';

/** GET /api/proposal/admin/{idProposal}: a proposal as staff read it, and what the caller may do on it. */
export const getDeskProposal = (idProposal: number, signal?: AbortSignal) =>
  call(deskEndpoints.proposal, { params: { idProposal }, signal });

export const deskProposalQueryOptions = (idProposal: number) =>
  queryOptions({
    queryKey: [...deskQueryKey, 'proposal', idProposal],
    queryFn: ({ signal }) => getDeskProposal(idProposal, signal),
    // Its status and version change as other staff decide.
    staleTime: 0,
  });

export const useDeskProposal = (idProposal: number) => useQuery(deskProposalQueryOptions(idProposal));
