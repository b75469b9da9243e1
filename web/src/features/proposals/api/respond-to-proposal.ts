import { proposalsEndpoints, type RecipientResponseInput } from '@amal/contract/proposals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { proposalListsQueryKey } from '../../../lib/query-keys';
import { type MyProposal, myProposalQueryOptions } from './get-proposal';

/**
 * PATCH /api/proposal/recipient-response: the recipient accepts or declines a proposal someone else
 * made for them; the proposal as it is now (declined, it is cancelled).
 */
export const respondToProposal = (input: RecipientResponseInput) =>
  call(proposalsEndpoints.respondAsRecipient, { body: input });

/** The answer, then the proposal's detail and the home lists read again (its status may have changed). */
export function useRespondToProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToProposal,
    onSuccess: (proposal) => {
      const { queryKey } = myProposalQueryOptions(proposal.idProposal);
      queryClient.setQueryData(queryKey, (current): MyProposal | undefined =>
        current ? { ...current, proposal } : current,
      );
      void queryClient.invalidateQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: proposalListsQueryKey });
    },
  });
}
