import {
  type ProgramSettings,
  type ProgramSettingsForm,
  programEditorEndpoints,
} from '@amal/contract/program-editor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { programSettingsQueryKey } from './get-program-settings';

/** POST /api/program (a new programme, super admin) or PATCH /api/program (the programme `idProgram`). */
export const saveProgram = ({
  idProgram,
  settings,
}: {
  idProgram: number | null;
  settings: ProgramSettings;
}) =>
  idProgram === null
    ? call(programEditorEndpoints.create, { body: settings })
    : call(programEditorEndpoints.update, { body: { ...settings, idProgram } });

/**
 * Saves, keeps the answer as the programme's settings, and marks stale what shows the programme
 * elsewhere: the staff's catalogue and the programme's form (['program', id]).
 */
export function useSaveProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProgram,
    onSuccess: async (saved: ProgramSettingsForm) => {
      queryClient.setQueryData(programSettingsQueryKey(saved.idProgram), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['programs'] }),
        queryClient.invalidateQueries({ queryKey: ['program', saved.idProgram], exact: true }),
      ]);
    },
  });
}
