import { type BulkStatusChange, statusDecisionEndpoints } from '@amal/contract/status-decisions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { deskQueryKey } from './get-desk';

/** POST /api/proposals/admin/status: the rows moved, and those refused with why (each checked on its own). */
export const moveProposals = (change: BulkStatusChange) =>
  call(statusDecisionEndpoints.changeMany, { body: change });

/** Moves the rows, then reads the desk again, whatever moved. */
export function useMoveProposals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveProposals,
    onSettled: () => queryClient.invalidateQueries({ queryKey: deskQueryKey }),
  });
}
