import { type ProgramStructureInput, programStructureEndpoints } from '@amal/contract/program-structure';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { programStructureQueryKey } from './get-program-structure';

/** PUT /api/program/{id}/structure: publishes the steps and their questions as a new version. */
export const saveProgramStructure = ({
  idProgram,
  body,
}: {
  idProgram: number;
  body: ProgramStructureInput;
}) => call(programStructureEndpoints.save, { params: { id: idProgram }, body });

/**
 * Saves, keeps the answer as the programme's structure, and marks stale the programme as the
 * wizard reads it (['program', id] exactly: its sections are the new version's).
 */
export function useSaveProgramStructure(idProgram: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProgramStructureInput) => saveProgramStructure({ idProgram, body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(programStructureQueryKey(idProgram), saved);
      await queryClient.invalidateQueries({ queryKey: ['program', idProgram], exact: true });
    },
  });
}
