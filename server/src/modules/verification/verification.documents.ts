import { documentMessages, extensionOf, fileKindOf, MB, maxUploadMb } from '@amal/contract/documents';
import {
  type DocumentVerificationFields,
  documentVerificationFieldsSchema,
  verificationMessages as messages,
  type VerificationDocument,
} from '@amal/contract/verification';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  documents,
  documentTypes,
  documentVerifications,
  programDocumentTypes,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/access.ts';
import { type FileStore, newStorageKey } from '../../lib/file-store.ts';
import { badRequest, conflict, HttpError } from '../../lib/http-errors.ts';
import { detectFile, type ReceivedFile, type ReceivedUpload } from '../documents/documents.upload.ts';
import { type VerifiableProposal, verifiableProposal, writableProposal } from './verification.access.ts';
import { fieldErrorsOf } from './verification.items.ts';
import { isLocked } from './verification.policy.ts';

export type FileServices = { db: Db; files: FileStore; log: FastifyBaseLogger };
type Row = typeof documentVerifications.$inferSelect;

const refusal = (status: number, path: string, message: string) =>
  new HttpError(status, message, [{ path, message }]);

export const presentVerificationDocument = (row: Row): VerificationDocument => ({
  idDocumentVerification: row.idDocumentVerification,
  idDocumentType: row.idDocumentType,
  idDocument: row.idDocument,
  extension: row.extension,
  createdAt: row.createdAt.toISOString(),
});

function fieldsOf({ fields, file }: ReceivedUpload): {
  input: DocumentVerificationFields;
  file: ReceivedFile;
} {
  if (!file || (file.bytes.length === 0 && file.fileName === '' && !file.truncated))
    throw refusal(400, 'file', documentMessages.fileRequired);
  if (file.bytes.length === 0) throw refusal(400, 'file', documentMessages.empty);
  const parsed = documentVerificationFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error, '');
    throw badRequest(errors[0]!.message, errors);
  }
  return { input: parsed.data, file };
}

/** The document type, when it is one the programme asks for or a person's own (KTP, KK). */
async function verifiableType(db: Db, idProgram: number, idDocumentType: number) {
  const [type] = await db
    .select({
      accepts: documentTypes.accepts,
      inProgram: programDocumentTypes.idProgram,
      fromUser: documentTypes.fromUser,
    })
    .from(documentTypes)
    .leftJoin(
      programDocumentTypes,
      and(
        eq(programDocumentTypes.idDocumentType, documentTypes.idDocumentType),
        eq(programDocumentTypes.idProgram, idProgram),
      ),
    )
    .where(eq(documentTypes.idDocumentType, idDocumentType));
  if (!type || (type.inProgram === null && !type.fromUser))
    throw refusal(400, 'idDocumentType', documentMessages.typeNotInProgram);
  return type;
}

/** The applicant's document the photo checks: one of the proposal's, or the recipient's own. */
async function assertApplicantDocument(db: Db, proposal: VerifiableProposal, idDocument: number) {
  const [row] = await db
    .select({ id: documents.idDocument })
    .from(documents)
    .where(
      and(
        eq(documents.idDocument, idDocument),
        or(
          eq(documents.idProposal, proposal.idProposal),
          and(eq(documents.idPerson, proposal.referenceIdUser), isNull(documents.idProposal)),
        ),
      ),
    );
  if (!row) throw refusal(404, 'idDocument', documentMessages.notFound);
}

/** The bytes decide the kind; the kind must be one the type takes, within the programme's limit. */
async function judgeFile(file: ReceivedFile, idProgram: number, accepts: readonly string[]) {
  const detected = await detectFile(file.bytes);
  const limitMb = maxUploadMb({ idProgram, extension: detected?.extension ?? extensionOf(file.fileName) });
  if (file.truncated || file.bytes.length > limitMb * MB)
    throw refusal(413, 'file', documentMessages.tooLarge(limitMb));
  if (!detected) throw refusal(415, 'file', documentMessages.unsupported);
  const kind = fileKindOf(detected.extension);
  if (!kind || !accepts.includes(kind))
    throw refusal(415, 'file', documentMessages.wrongKind(accepts as never));
  return detected;
}

/**
 * POST/PATCH /api/documentverification: the verifier's photo of a document. Every check that
 * needs no write comes first; then the file, then the row in a transaction that re-checks the
 * lock. If that fails the new file is deleted; a replaced file is deleted once the row has moved.
 */
export async function saveVerificationDocument(
  { db, files, log }: FileServices,
  user: AuthUser,
  method: 'POST' | 'PATCH',
  upload: ReceivedUpload,
): Promise<VerificationDocument> {
  const { input, file } = fieldsOf(upload);
  const proposal = await verifiableProposal(db, user, input.idProposal);
  if (isLocked(proposal)) throw conflict(messages.locked);
  if (method === 'PATCH' && input.idDocumentVerification === undefined)
    throw refusal(404, 'idDocumentVerification', messages.notFound);
  const type = await verifiableType(db, proposal.idProgram, input.idDocumentType);
  if (input.idDocument !== undefined) await assertApplicantDocument(db, proposal, input.idDocument);
  const detected = await judgeFile(file, proposal.idProgram, type.accepts);

  const storageKey = newStorageKey('verifications', detected.extension);
  await files.put(storageKey, file.bytes, detected.contentType);
  const values = {
    idDocumentType: input.idDocumentType,
    idDocument: input.idDocument ?? null,
    idVerificator: user.idUser,
    extension: detected.extension,
    contentType: detected.contentType,
    size: file.bytes.length,
    storageKey,
  };
  try {
    const { row, replacedKey } = await db.transaction(async (tx) => {
      await writableProposal(tx, user, input.idProposal);
      if (method === 'POST') {
        const [created] = await tx
          .insert(documentVerifications)
          .values({ idProposal: input.idProposal, ...values })
          .returning();
        return { row: created!, replacedKey: null };
      }
      const where = and(
        eq(documentVerifications.idDocumentVerification, input.idDocumentVerification!),
        eq(documentVerifications.idProposal, input.idProposal),
      );
      const [old] = await tx.select().from(documentVerifications).where(where).for('update');
      if (!old) throw refusal(404, 'idDocumentVerification', messages.notFound);
      const [updated] = await tx
        .update(documentVerifications)
        .set({ ...values, createdAt: new Date() })
        .where(where)
        .returning();
      return { row: updated!, replacedKey: old.storageKey };
    });
    if (replacedKey)
      await files
        .delete(replacedKey)
        .catch((err) => log.warn({ err, storageKey: replacedKey }, 'replaced file kept'));
    return presentVerificationDocument(row);
  } catch (error) {
    await files.delete(storageKey).catch((err) => log.warn({ err, storageKey }, 'an unused upload is left'));
    throw error;
  }
}
