import type { ListResponse } from '@amal/contract/api';
import {
  type DocumentResponse,
  type DocumentReview,
  documentMessages,
  documentUploadFieldsSchema,
  extensionOf,
  MB,
  maxUploadMb,
} from '@amal/contract/documents';
import { proposalMessages } from '@amal/contract/proposals';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  documents,
  documentTypes,
  documentVerifications,
  programDocumentTypes,
  programs,
  proposals,
  references,
  referrers,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/access.ts';
import { type FileStore, newStorageKey } from '../../lib/file-store.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import { isCurrentVersion, refreshAfterDocumentChange } from '../proposals/proposals.documents.ts';
import {
  canListUserDocuments,
  canReviewDocuments,
  canSeeDocument,
  canSeeProposal,
  canUploadToProposal,
  type ProposalParties,
  removeRefusal,
} from './documents.policy.ts';
import { detectFile, type ReceivedUpload } from './documents.upload.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type DocumentRow = typeof documents.$inferSelect;
export type Proposal = ProposalParties & { idProposal: number; documentComplete: boolean };
export type Services = { db: Db; files: FileStore; log: FastifyBaseLogger };

// Advisory-lock namespaces: one slot's uploads wait for each other, so "only one file" holds.
const PROPOSAL_SLOT_LOCK = 7302;
const PERSON_SLOT_LOCK = 7303;

const wholeList = <T>(data: T[]): ListResponse<T> => ({
  data,
  total: data.length,
  page: 1,
  rows: data.length,
});

export function presentDocument(row: DocumentRow): DocumentResponse {
  return {
    idDocument: row.idDocument,
    idDocumentType: row.idDocumentType,
    idUser: row.idUser,
    idProposal: row.idProposal,
    idTempProposal: row.idTempProposal,
    idPerson: row.idPerson,
    idDocumentReplaced: row.idDocumentReplaced,
    extension: row.extension,
    contentType: row.contentType,
    size: row.size,
    reviewStatus: row.reviewStatus,
    reviewReason: row.reviewReason,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    removed: row.removedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

const partiesColumns = {
  idProposal: proposals.idProposal,
  idProgram: proposals.idProgram,
  documentComplete: proposals.documentComplete,
  referrerIdUser: referrers.idUser,
  referenceIdUser: references.idUser,
};

const selectParties = (db: Db | Tx) =>
  db
    .select(partiesColumns)
    .from(proposals)
    .innerJoin(referrers, eq(referrers.idReferrer, proposals.idReferrer))
    .innerJoin(references, eq(references.idReference, proposals.idReference));

export async function loadProposal(db: Db | Tx, idProposal: number): Promise<Proposal | null> {
  const [row] = await selectParties(db).where(eq(proposals.idProposal, idProposal));
  return row ?? null;
}

/** The proposal if the caller may see it; else 404 as if it did not exist. */
export async function visibleProposal(db: Db, user: AuthUser, idProposal: number): Promise<Proposal> {
  const proposal = await loadProposal(db, idProposal);
  if (!proposal || !canSeeProposal(user, proposal)) throw notFound(proposalMessages.notFound);
  return proposal;
}

/** The proposals made for a person (as their recipient): where their own documents count. */
const proposalsForPerson = (db: Db | Tx, idUser: number): Promise<Proposal[]> =>
  selectParties(db).where(eq(references.idUser, idUser));

async function documentType(db: Db | Tx, idDocumentType: number) {
  const [row] = await db.select().from(documentTypes).where(eq(documentTypes.idDocumentType, idDocumentType));
  return row ?? null;
}

/**
 * The proposals through which a document can be seen: the one it is attached to, and, for a type
 * that belongs to the person (KTP, KK), every proposal made for its uploader, where it counts too.
 */
async function proposalsOfDocument(db: Db | Tx, row: DocumentRow) {
  const attached = row.idProposal === null ? null : await loadProposal(db, row.idProposal);
  const type = await documentType(db, row.idDocumentType);
  const forPerson = (type?.fromUser ? await proposalsForPerson(db, row.idUser) : []).filter(
    (p) => p.idProposal !== attached?.idProposal,
  );
  return { attached, forPerson, all: [...(attached ? [attached] : []), ...forPerson] };
}

const documentNotFound = () => notFound(documentMessages.notFound);

/** A document the caller may see, with the proposals it is seen through; else 404. */
async function visibleDocument(db: Db, user: AuthUser, idDocument: number) {
  const [row] = await db.select().from(documents).where(eq(documents.idDocument, idDocument));
  if (!row) throw documentNotFound();
  const through = await proposalsOfDocument(db, row);
  if (!canSeeDocument(user, row, through)) throw documentNotFound();
  return { row, through: through.all };
}

async function isCurrent(db: Db | Tx, idDocument: number): Promise<boolean> {
  const [row] = await db
    .select({ idDocument: documents.idDocument })
    .from(documents)
    .where(and(eq(documents.idDocument, idDocument), isCurrentVersion()));
  return Boolean(row);
}

async function typeInProgram(db: Db, idProgram: number, idDocumentType: number): Promise<boolean> {
  const [row] = await db
    .select({ idProgram: programDocumentTypes.idProgram })
    .from(programDocumentTypes)
    .where(
      and(
        eq(programDocumentTypes.idProgram, idProgram),
        eq(programDocumentTypes.idDocumentType, idDocumentType),
      ),
    );
  return Boolean(row);
}

async function programExists(db: Db, idProgram: number): Promise<boolean> {
  const [row] = await db
    .select({ idProgram: programs.idProgram })
    .from(programs)
    .where(eq(programs.idProgram, idProgram));
  return Boolean(row);
}

/** Where a new version goes: a proposal's slot of a type, or the caller's own (not yet attached). */
type Slot = { idProposal: number | null; idUser: number; idDocumentType: number };

const fieldError = (path: string, message: string) => [{ path, message }];

/**
 * POST /api/document/type. Every check that needs no write comes first; then the file is written,
 * and only then the row, in a transaction that re-checks the slot under its lock. If that fails the
 * file is deleted again, so no row points to nothing and no file is left that nothing points to.
 */
export async function uploadDocument(
  { db, files, log }: Services,
  user: AuthUser,
  { fields, file }: ReceivedUpload,
): Promise<DocumentResponse> {
  if (!file || (file.bytes.length === 0 && file.fileName === '' && !file.truncated)) {
    throw badRequest(documentMessages.fileRequired, fieldError('file', documentMessages.fileRequired));
  }
  if (file.bytes.length === 0)
    throw badRequest(documentMessages.empty, fieldError('file', documentMessages.empty));
  const parsed = documentUploadFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    throw badRequest(errors[0]!.message, errors);
  }
  const input = parsed.data;
  const type = await documentType(db, input.idDocumentType);
  if (!type) {
    throw badRequest(
      documentMessages.typeNotInProgram,
      fieldError('idDocumentType', documentMessages.typeNotInProgram),
    );
  }

  // The slot: the replaced version's, else the proposal's, else the caller's own.
  let proposal: Proposal | null = null;
  const openProposal = async (idProposal: number) => {
    const found = await loadProposal(db, idProposal);
    if (!found || !canUploadToProposal(user, found)) throw notFound(proposalMessages.notFound);
    return found;
  };
  if (input.idProposal !== undefined) proposal = await openProposal(input.idProposal);
  let replaced: DocumentRow | null = null;
  if (input.idDocumentReplaced !== undefined) {
    const [row] = await db.select().from(documents).where(eq(documents.idDocument, input.idDocumentReplaced));
    const sameSlot =
      row !== undefined &&
      row.idDocumentType === type.idDocumentType &&
      (row.idProposal === null
        ? row.idUser === user.idUser
        : input.idProposal === undefined || row.idProposal === input.idProposal);
    if (!row || !sameSlot) {
      throw notFound(documentMessages.notFound, fieldError('idDocumentReplaced', documentMessages.notFound));
    }
    replaced = row;
    proposal = row.idProposal === null ? null : await openProposal(row.idProposal);
  }
  const slot: Slot = {
    idProposal: proposal?.idProposal ?? null,
    idUser: user.idUser,
    idDocumentType: type.idDocumentType,
  };

  const idProgram = proposal?.idProgram ?? input.idProgram ?? null;
  if (idProgram !== null) {
    const allowed =
      proposal || (await programExists(db, idProgram))
        ? await typeInProgram(db, idProgram, type.idDocumentType)
        : false;
    if (!allowed) {
      throw badRequest(
        documentMessages.typeNotInProgram,
        fieldError('idDocumentType', documentMessages.typeNotInProgram),
      );
    }
  }

  // The bytes decide what the file is, and so its limit; the name only helps word a refusal.
  const detected = await detectFile(file.bytes);
  const limitMb = maxUploadMb({ idProgram, extension: detected?.extension ?? extensionOf(file.fileName) });
  if (file.truncated || file.bytes.length > limitMb * MB) {
    throw new HttpError(
      413,
      documentMessages.tooLarge(limitMb),
      fieldError('file', documentMessages.tooLarge(limitMb)),
    );
  }
  if (!detected) {
    throw new HttpError(415, documentMessages.unsupported, fieldError('file', documentMessages.unsupported));
  }

  const storageKey = newStorageKey('documents', detected.extension);
  await files.put(storageKey, file.bytes, detected.contentType);
  try {
    const row = await db.transaction(async (tx) => {
      await lockSlot(tx, slot);
      if (replaced) {
        const [now] = await tx.select().from(documents).where(eq(documents.idDocument, replaced.idDocument));
        if (now!.reviewStatus === 'ACCEPTED') throw conflict(documentMessages.locked);
        if (!(await isCurrent(tx, replaced.idDocument))) throw conflict(documentMessages.notCurrent);
      } else if (!type.multiple && (slot.idProposal !== null || type.fromUser)) {
        if (await slotHasCountingVersion(tx, slot)) throw conflict(documentMessages.onlyOneFile);
      }
      const [created] = await tx
        .insert(documents)
        .values({
          idDocumentType: type.idDocumentType,
          idUser: user.idUser,
          idProposal: slot.idProposal,
          idDocumentReplaced: replaced?.idDocument ?? null,
          extension: detected.extension,
          contentType: detected.contentType,
          size: file.bytes.length,
          storageKey,
        })
        .returning();
      await refreshAfterDocumentChange(tx, {
        idProposal: slot.idProposal,
        idUser: user.idUser,
        fromUser: type.fromUser,
      });
      return created!;
    });
    return presentDocument(row);
  } catch (error) {
    await files.delete(storageKey).catch((cleanup: unknown) => {
      // Left for an operator: the key is in the log, and no row points to it.
      log.error({ err: cleanup, storageKey }, 'could not delete the file of a refused upload');
    });
    throw error;
  }
}

async function lockSlot(tx: Tx, slot: Slot) {
  const [space, key] =
    slot.idProposal !== null ? [PROPOSAL_SLOT_LOCK, slot.idProposal] : [PERSON_SLOT_LOCK, slot.idUser];
  await tx.execute(sql`select pg_advisory_xact_lock(${space}, ${key})`);
}

async function slotHasCountingVersion(tx: Tx, slot: Slot): Promise<boolean> {
  const where =
    slot.idProposal !== null
      ? eq(documents.idProposal, slot.idProposal)
      : and(isNull(documents.idProposal), eq(documents.idUser, slot.idUser));
  const [row] = await tx
    .select({ idDocument: documents.idDocument })
    .from(documents)
    .where(
      and(
        where,
        eq(documents.idDocumentType, slot.idDocumentType),
        isCurrentVersion(),
        sql`${documents.reviewStatus} <> 'REUPLOAD'`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A stored file to stream back: what it is and where its bytes are. */
export type FileToServe = {
  id: number;
  storageKey: string;
  contentType: string;
  extension: string;
  size: number;
};

/** GET /api/document/{id} and /download/{id}: the document if the caller may see it. */
export async function documentToServe(db: Db, user: AuthUser, idDocument: number): Promise<FileToServe> {
  const { row } = await visibleDocument(db, user, idDocument);
  return { id: row.idDocument, ...row };
}

/** GET /api/document-verification/{id}: a verifier's file, for whoever may see its proposal. */
export async function verificationToServe(db: Db, user: AuthUser, id: number): Promise<FileToServe> {
  const [row] = await db
    .select()
    .from(documentVerifications)
    .where(eq(documentVerifications.idDocumentVerification, id));
  const proposal = row ? await loadProposal(db, row.idProposal) : null;
  if (!row || !proposal || !canSeeProposal(user, proposal)) throw documentNotFound();
  return { id: row.idDocumentVerification, ...row };
}

const byAge = [asc(documents.createdAt), asc(documents.idDocument)];

/** A person's current versions of one type (GET /document/user/…), oldest first. */
async function currentDocumentsOf(db: Db, idUser: number, idDocumentType: number) {
  const rows = await db
    .select()
    .from(documents)
    .where(
      and(eq(documents.idUser, idUser), eq(documents.idDocumentType, idDocumentType), isCurrentVersion()),
    )
    .orderBy(...byAge);
  return wholeList(rows.map(presentDocument));
}

export const listOwnDocuments = (db: Db, user: AuthUser, idDocumentType: number) =>
  currentDocumentsOf(db, user.idUser, idDocumentType);

export async function listUserDocuments(db: Db, user: AuthUser, idUser: number, idDocumentType: number) {
  if (!canListUserDocuments(user, idUser, await proposalsForPerson(db, idUser))) throw documentNotFound();
  return currentDocumentsOf(db, idUser, idDocumentType);
}

/**
 * GET /api/documents/proposal/{id}: every version of the proposal's documents (removed and replaced
 * ones too, each with its own comments) and the recipient's own documents (KTP, KK: they count for
 * every proposal made for them, wherever they were uploaded), oldest first.
 */
export async function listProposalDocuments(db: Db, user: AuthUser, idProposal: number) {
  const proposal = await visibleProposal(db, user, idProposal);
  const rows = await db
    .select({ document: documents })
    .from(documents)
    .innerJoin(documentTypes, eq(documentTypes.idDocumentType, documents.idDocumentType))
    .where(
      or(
        eq(documents.idProposal, idProposal),
        and(eq(documents.idUser, proposal.referenceIdUser), eq(documentTypes.fromUser, true)),
      ),
    )
    .orderBy(...byAge);
  return wholeList(rows.map((r) => presentDocument(r.document)));
}

/** DELETE /api/document/{id}: marks the version removed (its file and comments stay for the history). */
export async function removeDocument(db: Db, user: AuthUser, idDocument: number): Promise<void> {
  const { row } = await visibleDocument(db, user, idDocument);
  const proposal = row.idProposal === null ? null : await loadProposal(db, row.idProposal);
  const refusal = removeRefusal(user, { ...row, removed: row.removedAt !== null }, proposal);
  if (refusal === 'notUploader') throw forbidden();
  if (refusal === 'removed') throw documentNotFound();
  if (refusal === 'accepted') throw conflict(documentMessages.locked);
  if (refusal === 'complete') throw conflict(documentMessages.completeLocked);
  const type = await documentType(db, row.idDocumentType);
  await db.transaction(async (tx) => {
    await tx.update(documents).set({ removedAt: new Date() }).where(eq(documents.idDocument, idDocument));
    await refreshAfterDocumentChange(tx, { ...row, fromUser: type?.fromUser ?? false });
  });
}

/** PATCH /api/document/{id}/review: "Diterima" or "Perlu unggah ulang" with a reason. */
export async function reviewDocument(
  db: Db,
  user: AuthUser,
  idDocument: number,
  review: DocumentReview,
): Promise<DocumentResponse> {
  const { row, through } = await visibleDocument(db, user, idDocument);
  if (!through.some((proposal) => canReviewDocuments(user, proposal.idProgram))) throw forbidden();
  if (!(await isCurrent(db, idDocument))) throw conflict(documentMessages.notCurrent);
  const type = await documentType(db, row.idDocumentType);
  const updated = await db.transaction(async (tx) => {
    const [saved] = await tx
      .update(documents)
      .set({
        reviewStatus: review.reviewStatus,
        reviewReason: review.reviewReason || null,
        reviewedBy: user.idUser,
        reviewedAt: new Date(),
      })
      .where(eq(documents.idDocument, idDocument))
      .returning();
    await refreshAfterDocumentChange(tx, { ...row, fromUser: type?.fromUser ?? false });
    return saved!;
  });
  return presentDocument(updated);
}

/** For the comments: whether a document is shown with the proposal (its own, or its recipient's). */
export async function documentBelongsTo(db: Db, idDocument: number, proposal: Proposal): Promise<boolean> {
  const [row] = await db
    .select({ idProposal: documents.idProposal, idUser: documents.idUser, fromUser: documentTypes.fromUser })
    .from(documents)
    .innerJoin(documentTypes, eq(documentTypes.idDocumentType, documents.idDocumentType))
    .where(eq(documents.idDocument, idDocument));
  if (!row) return false;
  return row.idProposal === proposal.idProposal || (row.fromUser && row.idUser === proposal.referenceIdUser);
}
