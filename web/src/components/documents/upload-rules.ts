import {
  ACCEPTED_EXTENSIONS,
  ACCEPTED_FILES,
  AUDIO_EXTENSIONS,
  documentMessages,
  extensionOf,
  isAcceptedExtension,
  isAudioExtension,
  MB,
  maxUploadMb,
} from '@amal/contract/documents';

/**
 * What the picker offers and the drop accepts: each accepted content type with its extensions, so
 * a phone's picker shows the right files and a file whose type the OS does not know still matches
 * by its name.
 */
export const DROPZONE_ACCEPT: Record<string, string[]> = Object.entries(ACCEPTED_FILES).reduce<
  Record<string, string[]>
>((accept, [extension, contentType]) => {
  accept[contentType] = [...(accept[contentType] ?? []), `.${extension}`];
  return accept;
}, {});

/** The same list as an `accept` attribute, for the replace button's own picker. */
export const ACCEPT_ATTRIBUTE = Object.entries(DROPZONE_ACCEPT)
  .flatMap(([contentType, extensions]) => [contentType, ...extensions])
  .join(',');

/**
 * Why a file may not be uploaded, checked before sending it (spec §5 "Uploads"); null when it may.
 * The server checks the same limit and the file's bytes again.
 */
export function uploadRefusal(file: File, idProgram: number): string | null {
  const extension = extensionOf(file.name);
  if (!isAcceptedExtension(extension)) return documentMessages.unsupported;
  if (file.size === 0) return documentMessages.empty;
  const limit = maxUploadMb({ idProgram, extension });
  return file.size > limit * MB ? documentMessages.tooLarge(limit) : null;
}

/** The hint under a dropzone: what may be uploaded and how large. */
export function uploadHint(idProgram: number): string {
  const documents = ACCEPTED_EXTENSIONS.filter((extension) => !isAudioExtension(extension));
  const documentMb = maxUploadMb({ idProgram, extension: documents[0] });
  const audioMb = maxUploadMb({ idProgram, extension: AUDIO_EXTENSIONS[0] });
  return `${documents.join(', ')} (maks. ${documentMb} MB); audio ${AUDIO_EXTENSIONS.join(', ')} (maks. ${audioMb} MB)`;
}
