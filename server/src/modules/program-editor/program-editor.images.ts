import { MB } from '@amal/contract/documents';
import {
  programImageMessages as messages,
  PROGRAM_IMAGE_MAX_MB,
  PROGRAM_IMAGE_TYPES,
  type ProgramImageExtension,
  type ProgramImageKind,
  type ProgramImages,
  programImagePath,
} from '@amal/contract/program-images';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { programs } from '../../db/schema/index.ts';
import type { Transaction } from '../../db/statements.ts';
import type { AuthUser } from '../../lib/access.ts';
import { recordAudit } from '../../lib/audit.ts';
import { type FileStore, newStorageKey } from '../../lib/file-store.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { detectImage, type ReceivedUpload } from '../documents/documents.upload.ts';
import { checkEditor, programRow } from './program-editor.service.ts';

export type ImageServices = { db: Db; files: FileStore; log: FastifyBaseLogger };

/** The store's folder of programme images; a file's key is this folder and the file name its address ends in. */
const FOLDER = 'programs';
const ADDRESS = /^\/api\/program\/\d+\/(?:icon|banner)\/([0-9a-f-]{36}\.[a-z]+)$/;

/** The stored key behind a value of `programs.icon`/`banner`, or null for none or a seed's static path. */
export const storedKeyOf = (value: string | null): string | null => {
  const fileName = value?.match(ADDRESS)?.[1];
  return fileName ? `${FOLDER}/${fileName}` : null;
};

const refusal = (status: number, message: string) =>
  new HttpError(status, message, [{ path: 'file', message }]);

/** The programme's images as the answer names them. */
const imagesOf = (row: { idProgram: number; icon: string | null; banner: string | null }): ProgramImages => ({
  idProgram: row.idProgram,
  icon: row.icon,
  banner: row.banner,
});

/** Refuses, before the upload is read, a caller who may not edit the programme (404 or 403, as the editor). */
export async function checkImageEditor(db: Db, user: AuthUser, idProgram: number) {
  await programRow(db, idProgram);
  checkEditor(user, idProgram);
}

/**
 * The uploaded file judged: present, within the kind's limit (the reader stops one byte past the
 * larger limit and marks it truncated), and a PNG, JPEG or WEBP by its bytes.
 */
async function judgeImage(kind: ProgramImageKind, upload: ReceivedUpload) {
  const file = upload.file;
  if (!file || (file.bytes.length === 0 && file.fileName === '' && !file.truncated))
    throw refusal(400, messages.fileRequired);
  if (file.truncated || file.bytes.length > PROGRAM_IMAGE_MAX_MB[kind] * MB)
    throw refusal(413, messages.tooLarge(kind));
  if (file.bytes.length === 0) throw refusal(400, messages.empty);
  const detected = await detectImage<ProgramImageExtension>(file.bytes, PROGRAM_IMAGE_TYPES);
  if (!detected) throw refusal(415, messages.unsupported);
  return { bytes: file.bytes, ...detected };
}

/**
 * Sets the programme's image to `value` in the caller's transaction, with its audit entry, and
 * answers the images after and the key of the file the programme no longer names.
 */
async function setImage(
  tx: Transaction,
  user: AuthUser,
  idProgram: number,
  kind: ProgramImageKind,
  value: string | null,
) {
  const row = await programRow(tx, idProgram, true);
  checkEditor(user, idProgram);
  const before = imagesOf(row);
  if (row[kind] === value) return { images: before, dropped: null };
  const [updated] = await tx
    .update(programs)
    .set({ [kind]: value })
    .where(eq(programs.idProgram, idProgram))
    .returning({ idProgram: programs.idProgram, icon: programs.icon, banner: programs.banner });
  const after = imagesOf(updated!);
  await recordAudit(tx, { idUser: user.idUser, action: 'program.image', before, after });
  return { images: after, dropped: storedKeyOf(row[kind]) };
}

/** Deletes a file no programme names any more; a failure leaves an orphan, never a broken programme. */
async function dropFile({ files, log }: ImageServices, key: string | null) {
  if (!key) return;
  try {
    await files.delete(key);
  } catch (error) {
    log.error({ err: error, storageKey: key }, 'a replaced programme image could not be deleted');
  }
}

/**
 * PUT /api/program/{id}/icon|banner: the file is judged, written under a new key, then named by the
 * programme in a transaction (with the audit entry); if that fails the new file is deleted again,
 * and once it holds the file it replaced is.
 */
export async function uploadProgramImage(
  services: ImageServices,
  user: AuthUser,
  idProgram: number,
  kind: ProgramImageKind,
  upload: ReceivedUpload,
): Promise<ProgramImages> {
  const image = await judgeImage(kind, upload);
  const key = newStorageKey(FOLDER, image.extension);
  await services.files.put(key, image.bytes, image.contentType);
  let result: Awaited<ReturnType<typeof setImage>>;
  try {
    const address = programImagePath(idProgram, kind, key.slice(FOLDER.length + 1));
    result = await services.db.transaction((tx) => setImage(tx, user, idProgram, kind, address));
  } catch (error) {
    await dropFile(services, key);
    throw error;
  }
  await dropFile(services, result.dropped);
  return result.images;
}

/** DELETE /api/program/{id}/icon|banner: the programme has none (a seed's static path included). */
export async function removeProgramImage(
  services: ImageServices,
  user: AuthUser,
  idProgram: number,
  kind: ProgramImageKind,
): Promise<ProgramImages> {
  const result = await services.db.transaction((tx) => setImage(tx, user, idProgram, kind, null));
  await dropFile(services, result.dropped);
  return result.images;
}

/**
 * GET /api/program/{id}/icon|banner/{fileName}: the file, when it is the one the programme names
 * (a replaced or removed image is gone); 404 otherwise. Anyone may read it: the cards are public.
 */
export async function programImageToServe(
  { db, files }: Pick<ImageServices, 'db' | 'files'>,
  idProgram: number,
  kind: ProgramImageKind,
  fileName: string,
) {
  const [row] = await db
    .select({ value: programs[kind] })
    .from(programs)
    .where(eq(programs.idProgram, idProgram));
  if (!row || row.value !== programImagePath(idProgram, kind, fileName)) throw notFound(messages.notFound);
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1) as ProgramImageExtension;
  const stored = await files.get(`${FOLDER}/${fileName}`);
  if (!stored) throw notFound(messages.notFound);
  return { ...stored, contentType: PROGRAM_IMAGE_TYPES[extension] };
}
