import { draftsEndpoints } from '@amal/contract/drafts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { draftQueryOptions } from './get-draft';

/**
 * PATCH /api/temporaryproposal with moveToCurrentVersion: the member's draft moves to the
 * programme's current form (decision 0051); the answer becomes the wizard's draft.
 */
export function useMoveDraftToCurrentForm(idProgram: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idTempProposal: number) =>
      call(draftsEndpoints.update, { body: { idTempProposal, moveToCurrentVersion: true } }),
    onSuccess: (moved) => queryClient.setQueryData(draftQueryOptions(idProgram).queryKey, moved),
  });
}
