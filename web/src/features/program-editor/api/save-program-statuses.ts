import { type ProgramStatusesInput, programEditorEndpoints } from '@amal/contract/program-editor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { programStatusesQueryKey } from '../../../lib/query-keys';

/** PUT /api/programproposalstatus/program/{idProgram}: the programme's whole status table. */
export const saveProgramStatuses = ({ idProgram, body }: { idProgram: number; body: ProgramStatusesInput }) =>
  call(programEditorEndpoints.saveStatuses, { params: { idProgram }, body });

/** Saves the table and keeps the answer as the programme's statuses (the desk reads the same). */
export function useSaveProgramStatuses(idProgram: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProgramStatusesInput) => saveProgramStatuses({ idProgram, body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(programStatusesQueryKey(idProgram), saved);
      // The mapping is one for every programme: other programmes' flows may show new roles.
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'program' && query.queryKey[2] === 'statuses',
        refetchType: 'none',
      });
      await queryClient.invalidateQueries({ queryKey: ['program', 'editor', 'catalogue'] });
    },
  });
}
