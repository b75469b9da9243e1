import { notificationEndpoints } from '@amal/contract/notifications';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const proposalMessagesQueryKey = (idProposal: number) =>
  ['notifications', 'proposal', idProposal] as const;

/** GET /api/notifications/proposal/{idProposal}: the proposal's WhatsApp messages and their states. */
export const useProposalMessages = (idProposal: number) =>
  useQuery({
    queryKey: proposalMessagesQueryKey(idProposal),
    queryFn: ({ signal }) => call(notificationEndpoints.proposalMessages, { params: { idProposal }, signal }),
  });
