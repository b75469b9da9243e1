import { notificationEndpoints } from '@amal/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { proposalMessagesQueryKey } from './get-proposal-messages';

/** POST /api/notifications/message/{id}/resend: a failed message back in the queue. */
export const useResendMessage = (idProposal: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idOutboxMessage: number) =>
      call(notificationEndpoints.resend, { params: { idOutboxMessage } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: proposalMessagesQueryKey(idProposal) }),
  });
};
