import { documentsEndpoints } from '@amal/contract/documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * GET /api/documents/proposal/{idProposal}: every version of the proposal's documents, and the
 * recipient's own documents (KTP, KK), oldest first.
 */
export const getProposalDocuments = (idProposal: number, signal?: AbortSignal) =>
  call(documentsEndpoints.listOfProposal, { params: { idProposal }, signal });

export const proposalDocumentsQueryOptions = (idProposal: number) =>
  queryOptions({
    queryKey: ['documents', 'proposal', idProposal],
    queryFn: ({ signal }) => getProposalDocuments(idProposal, signal),
    // Reviews change them while the foundation works on the proposal.
    staleTime: 0,
  });

export const useProposalDocuments = (idProposal: number) =>
  useQuery(proposalDocumentsQueryOptions(idProposal));
