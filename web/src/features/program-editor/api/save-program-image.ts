import type { ProgramSettingsForm } from '@amal/contract/program-editor';
import {
  type ProgramImageKind,
  type ProgramImages,
  programImageEndpoints,
} from '@amal/contract/program-images';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { programSettingsQueryKey } from './get-program-settings';

/** PUT /api/program/{id}/icon|banner (multipart, `file`): the programme's images after the upload. */
export function uploadProgramImage({
  idProgram,
  kind,
  file,
}: {
  idProgram: number;
  kind: ProgramImageKind;
  file: File;
}) {
  const form = new FormData();
  form.append('file', file);
  return call(programImageEndpoints[kind].upload, { params: { id: idProgram }, body: form });
}

/** DELETE /api/program/{id}/icon|banner: the programme has none. */
export const removeProgramImage = ({ idProgram, kind }: { idProgram: number; kind: ProgramImageKind }) =>
  call(programImageEndpoints[kind].remove, { params: { id: idProgram } });

/**
 * Uploads (with a file) or removes (without) one image at once, apart from the settings' save: the
 * answer goes into the programme's settings, and the lists that draw its card are marked stale.
 */
export function useSaveProgramImage(idProgram: number, kind: ProgramImageKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) =>
      file ? uploadProgramImage({ idProgram, kind, file }) : removeProgramImage({ idProgram, kind }),
    onSuccess: async (images: ProgramImages) => {
      queryClient.setQueryData<ProgramSettingsForm>(programSettingsQueryKey(idProgram), (stored) =>
        stored ? { ...stored, icon: images.icon, banner: images.banner } : stored,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['programs'] }),
        queryClient.invalidateQueries({ queryKey: ['program', idProgram], exact: true }),
      ]);
    },
  });
}
