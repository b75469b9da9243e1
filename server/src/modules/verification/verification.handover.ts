import { apiMessages } from '@amal/contract/api';
import { documentMessages, MB } from '@amal/contract/documents';
import {
  HANDOVER_MAX_FILES,
  HANDOVER_MAX_MB,
  type HANDOVER_TYPES,
  type HandoverEvidence,
  handoverFieldsSchema,
  verificationMessages as messages,
} from '@amal/contract/verification';
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { handoverEvidence, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/access.ts';
import { newStorageKey } from '../../lib/file-store.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import type { FileToServe } from '../documents/documents.service.ts';
import { readSettings } from '../settings/settings.service.ts';
import { verifiableProposal } from './verification.access.ts';
import type { FileServices } from './verification.documents.ts';
import { fieldErrorsOf } from './verification.items.ts';

type Image = { bytes: Buffer; tooBig: boolean };
type Received = { fields: Record<string, string>; images: Image[] };
const LIMIT = HANDOVER_MAX_MB * MB;
const tooManyParts = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/** Reads an image part, keeping at most HANDOVER_MAX_MB of it in memory (the rest is drained). */
async function readImage(stream: AsyncIterable<Buffer>): Promise<Image> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size <= LIMIT) chunks.push(chunk);
  }
  return { bytes: Buffer.concat(chunks), tooBig: size > LIMIT };
}

/** A multipart upload of up to HANDOVER_MAX_FILES images (parts named `file` or `files`). */
export async function receiveImages(request: FastifyRequest): Promise<Received> {
  if (!request.isMultipart()) throw new HttpError(415, apiMessages.unsupportedMediaType);
  const fields: Record<string, string> = {};
  const images: Image[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname !== 'file' && part.fieldname !== 'files') part.file.resume();
      else if (images.length >= HANDOVER_MAX_FILES) throw new HttpError(413, apiMessages.payloadTooLarge);
      else images.push(await readImage(part.file as AsyncIterable<Buffer>));
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (tooManyParts.has((error as { code?: string }).code ?? ''))
      throw new HttpError(413, apiMessages.payloadTooLarge);
    request.log.info({ err: error }, 'malformed multipart upload');
    throw badRequest(apiMessages.invalidInput);
  }
  return { fields, images };
}

const EXTENSIONS: Record<(typeof HANDOVER_TYPES)[number], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** Each image judged by its bytes: JPG, PNG or WEBP, at most HANDOVER_MAX_MB. */
async function judgeImages(images: Image[]) {
  if (images.length === 0 || images.every((image) => image.bytes.length === 0))
    throw badRequest(messages.handoverNeedsFile, [{ path: 'file', message: messages.handoverNeedsFile }]);
  return Promise.all(
    images.map(async (image) => {
      const message = documentMessages.tooLarge(HANDOVER_MAX_MB);
      if (image.tooBig) throw new HttpError(413, message, [{ path: 'file', message }]);
      const mime = (await fileTypeFromBuffer(image.bytes))?.mime as keyof typeof EXTENSIONS | undefined;
      if (!mime || !(mime in EXTENSIONS))
        throw badRequest(messages.handoverImagesOnly, [
          { path: 'file', message: messages.handoverImagesOnly },
        ]);
      return { bytes: image.bytes, contentType: mime, extension: EXTENSIONS[mime] };
    }),
  );
}

const listOf = (db: Db, idProposal: number) =>
  db
    .select({
      idHandoverEvidence: handoverEvidence.idHandoverEvidence,
      idProposal: handoverEvidence.idProposal,
      extension: handoverEvidence.extension,
      uploadedBy: users.fullName,
      createdAt: handoverEvidence.createdAt,
    })
    .from(handoverEvidence)
    .innerJoin(users, eq(users.idUser, handoverEvidence.idUser))
    .where(eq(handoverEvidence.idProposal, idProposal))
    .orderBy(asc(handoverEvidence.createdAt), asc(handoverEvidence.idHandoverEvidence));

const present = (rows: Awaited<ReturnType<typeof listOf>>): { data: HandoverEvidence[] } => ({
  data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
});

type Settings = Pick<Config, 'foundationName' | 'customerServiceUrl'>;

/**
 * POST /api/proposalverificator/handover: the proof of handover, while the setting offers it.
 * Handing over comes after the verification, so completion does not lock it.
 */
export async function uploadHandover(
  { db, files, log }: FileServices,
  config: Settings,
  user: AuthUser,
  { fields, images }: Received,
) {
  const parsed = handoverFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error, '');
    throw badRequest(errors[0]!.message, errors);
  }
  // Who may not see the proposal is told it does not exist, whatever the setting.
  const { idProposal } = await verifiableProposal(db, user, parsed.data.idProposal);
  if (!(await readSettings(db, config)).handoverProof) throw conflict(messages.handoverOff);
  const judged = await judgeImages(images);
  const stored = judged.map((image) => ({
    ...image,
    storageKey: newStorageKey('handover', image.extension),
  }));
  try {
    for (const image of stored) await files.put(image.storageKey, image.bytes, image.contentType);
    const rows = await db
      .insert(handoverEvidence)
      .values(
        stored.map(({ storageKey, extension, contentType, bytes }) => ({
          idProposal,
          idUser: user.idUser,
          storageKey,
          extension,
          contentType,
          size: bytes.length,
        })),
      )
      .returning({ id: handoverEvidence.idHandoverEvidence });
    const ids = new Set(rows.map((row) => row.id));
    return present((await listOf(db, idProposal)).filter((row) => ids.has(row.idHandoverEvidence)));
  } catch (error) {
    for (const { storageKey } of stored)
      await files
        .delete(storageKey)
        .catch((err) => log.warn({ err, storageKey }, 'an unused upload is left'));
    throw error;
  }
}

/** GET /api/proposalverificator/handover/proposal/{idProposal}. */
export async function listHandover(db: Db, user: AuthUser, idProposal: number) {
  await verifiableProposal(db, user, idProposal);
  return present(await listOf(db, idProposal));
}

/** GET /api/proposalverificator/handover/file/{id}: one image, for whoever may verify its proposal. */
export async function handoverToServe(db: Db, user: AuthUser, id: number): Promise<FileToServe> {
  const [row] = await db.select().from(handoverEvidence).where(eq(handoverEvidence.idHandoverEvidence, id));
  if (!row) throw notFound(messages.notFound);
  await verifiableProposal(db, user, row.idProposal).catch(() => {
    throw notFound(messages.notFound);
  });
  return { id: row.idHandoverEvidence, ...row };
}
