import {
  ACCEPTED_EXTENSIONS,
  ACCEPTED_FILES,
  type AcceptedExtension,
  acceptedExtensionsText,
  DOCUMENT_KINDS_DEFAULT,
  type DocumentFileKind,
  documentMessages,
  extensionOf,
  fileKindOf,
  isAcceptedExtension,
  MB,
  maxUploadMb,
} from '@amal/contract/documents';
import type { ProgramDocumentType } from '@amal/contract/programs';

/** The kinds of file a slot takes: its type's `accepts`, else what a type takes by default. */
export const slotKinds = (slot: ProgramDocumentType): readonly DocumentFileKind[] => {
  const accepts = slot.documentType.accepts as readonly DocumentFileKind[] | undefined;
  return accepts && accepts.length > 0 ? accepts : DOCUMENT_KINDS_DEFAULT;
};

/** The extensions of those kinds. */
const extensionsOf = (kinds: readonly DocumentFileKind[]): AcceptedExtension[] =>
  ACCEPTED_EXTENSIONS.filter((extension) => kinds.includes(fileKindOf(extension) as DocumentFileKind));

/**
 * What the picker offers and the drop accepts for those kinds: each content type with its
 * extensions, so a phone's picker shows the right files and a file whose type the OS does not know
 * still matches by its name.
 */
export function dropzoneAccept(kinds: readonly DocumentFileKind[]): Record<string, string[]> {
  const accept: Record<string, string[]> = {};
  for (const extension of extensionsOf(kinds)) {
    const contentType = ACCEPTED_FILES[extension];
    accept[contentType] = [...(accept[contentType] ?? []), `.${extension}`];
  }
  return accept;
}

/** The same list as an `accept` attribute, for the replace button's own picker. */
export const acceptAttribute = (kinds: readonly DocumentFileKind[]): string =>
  Object.entries(dropzoneAccept(kinds))
    .flatMap(([contentType, extensions]) => [contentType, ...extensions])
    .join(',');

/**
 * Why a file may not be uploaded to a slot taking `kinds`, checked before sending it (spec §5
 * "Uploads"); null when it may. The server checks the same limit and the file's bytes again.
 */
export function uploadRefusal(
  file: File,
  idProgram: number,
  kinds: readonly DocumentFileKind[] = DOCUMENT_KINDS_DEFAULT,
): string | null {
  const extension = extensionOf(file.name);
  if (!isAcceptedExtension(extension)) return documentMessages.unsupported;
  const kind = fileKindOf(extension);
  if (kind && !kinds.includes(kind)) return documentMessages.wrongKind(kinds);
  if (file.size === 0) return documentMessages.empty;
  const limit = maxUploadMb({ idProgram, extension });
  return file.size > limit * MB ? documentMessages.tooLarge(limit) : null;
}

/**
 * The hint under a dropzone: what the slot takes and how large, e.g. "png, jpg, jpeg, pdf (maks.
 * 5 MB)"; audio, when taken, with its own limit.
 */
export function uploadHint(idProgram: number, kinds: readonly DocumentFileKind[] = DOCUMENT_KINDS_DEFAULT) {
  const papers = kinds.filter((kind) => kind !== 'audio');
  const parts: string[] = [];
  if (papers.length > 0) {
    const mb = maxUploadMb({ idProgram, extension: extensionsOf(papers)[0] });
    parts.push(`${acceptedExtensionsText(papers)} (maks. ${mb} MB)`);
  }
  if (kinds.includes('audio')) {
    const mb = maxUploadMb({ idProgram, extension: extensionsOf(['audio'])[0] });
    parts.push(`${papers.length > 0 ? 'audio ' : ''}${acceptedExtensionsText(['audio'])} (maks. ${mb} MB)`);
  }
  return parts.join('; ');
}
