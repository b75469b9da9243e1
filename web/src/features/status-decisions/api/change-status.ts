import { type StatusChange, statusDecisionEndpoints } from '@amal/contract/status-decisions';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * PATCH /api/proposal/admin/{idProposal}/status: one decision on the version the person saw; 409
 * when someone else decided since.
 */
export const changeStatus = (idProposal: number, change: StatusChange) =>
  call(statusDecisionEndpoints.change, { params: { idProposal }, body: change });

/** The page reads the proposal again after an answer, whichever it is (it owns that query). */
export const useChangeStatus = () =>
  useMutation({
    mutationFn: ({ idProposal, change }: { idProposal: number; change: StatusChange }) =>
      changeStatus(idProposal, change),
  });
