import type { ListResponse } from '@amal/contract/api';
import {
  type DocumentResponse,
  type DocumentReview,
  documentMessages,
  documentUploadFieldsSchema,
  extensionOf,
  fileKindOf,
  MB,
  maxUploadMb,
} from '@amal/contract/documents';
import { draftMessages } from '@amal/contract/drafts';
import { proposalMessages } from '@amal/contract/proposals';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { xactLock } from '../../db/lock-keys.ts';
import {
  documents,
  documentTypes,
  documentVerifications,
  programDocumentTypes,
  programs,
  proposals,
  references,
  referrers,
  temporaryProposals,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/access.ts';
import { recordAudit } from '../../lib/audit.ts';
import { type FileStore, newStorageKey } from '../../lib/file-store.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import { canUseDraft } from '../drafts/drafts.policy.ts';
import {
  isCurrentVersion,
  isOwnDocumentOf,
  refreshAfterDocumentChange,
} from '../proposals/proposals.documents.ts';
import { verifiableProposal } from '../verification/verification.access.ts';
import {
  canListRecipientDocuments,
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
/** `quotaMb`: what one member may keep uploaded (UPLOAD_QUOTA_MB). */
export type Services = { db: Db; files: FileStore; log: FastifyBaseLogger; quotaMb: number };

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

/** A person's own document (about `idPerson`, in no proposal and no draft): its person, else null. */
const ownerOf = (row: DocumentRow): number | null =>
  row.idProposal === null && row.idTempProposal === null ? row.idPerson : null;

/**
 * The proposals through which a document can be seen: the one it is attached to, and, for a
 * person's own document (KTP, KK), every proposal made for that person, where it counts too.
 */
async function proposalsOfDocument(db: Db | Tx, row: DocumentRow) {
  const attached = row.idProposal === null ? null : await loadProposal(db, row.idProposal);
  const owner = ownerOf(row);
  const forPerson = owner === null ? [] : await proposalsForPerson(db, owner);
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

type DocumentType = typeof documentTypes.$inferSelect;

/**
 * Where a new version goes (decision 0030): a proposal's slot of a type, a draft's (before the
 * proposal exists), or a person's own (their KTP, KK: no proposal, no draft).
 */
type Slot =
  | { kind: 'proposal'; proposal: Proposal }
  | { kind: 'draft'; idTempProposal: number; idProgram: number }
  | { kind: 'person'; idPerson: number };

const fieldError = (path: string, message: string) => [{ path, message }];
const draftNotFound = () =>
  notFound(draftMessages.notFound, fieldError('idTempProposal', draftMessages.notFound));
const replacedNotFound = () =>
  notFound(documentMessages.notFound, fieldError('idDocumentReplaced', documentMessages.notFound));
const typeRefused = () =>
  badRequest(
    documentMessages.typeNotInProgram,
    fieldError('idDocumentType', documentMessages.typeNotInProgram),
  );

/** The caller's draft while it is being filled in (DRAFTED); `lock` holds it until the upload commits. */
async function openDraft(db: Db | Tx, user: AuthUser, idTempProposal: number, lock = false) {
  const query = db
    .select({
      idUser: temporaryProposals.idUser,
      idProgram: temporaryProposals.idProgram,
      status: temporaryProposals.status,
    })
    .from(temporaryProposals)
    .where(eq(temporaryProposals.idTempProposal, idTempProposal));
  // FOR SHARE: a submission marking it sent waits for this upload, and then takes the upload along.
  const [draft] = await (lock ? query.for('share') : query);
  return draft && canUseDraft(user, draft) && draft.status === 'DRAFTED' ? draft : null;
}

/** The slot a new upload (replacing nothing) goes to. */
async function slotOfUpload(
  db: Db,
  user: AuthUser,
  input: { idProposal?: number; idTempProposal?: number },
  type: DocumentType,
): Promise<Slot> {
  if (input.idProposal !== undefined) {
    const proposal = await loadProposal(db, input.idProposal);
    if (!proposal || !canUploadToProposal(user, proposal)) throw notFound(proposalMessages.notFound);
    return { kind: 'proposal', proposal };
  }
  if (input.idTempProposal !== undefined) {
    const draft = await openDraft(db, user, input.idTempProposal);
    if (!draft) throw draftNotFound();
    return { kind: 'draft', idTempProposal: input.idTempProposal, idProgram: draft.idProgram };
  }
  // Neither: the caller's own document, which only a person's type (KTP, KK, photo) can be.
  if (!type.fromUser) throw typeRefused();
  return { kind: 'person', idPerson: user.idUser };
}

/**
 * The version an upload replaces, and so its slot: a version of the same type, in the slot the
 * upload names (if it names one), that the caller may replace (a side of its proposal; the author
 * of its draft; the person whose own document it is). Whatever fails, the answer is the same 404,
 * so that the answer does not tell another's document from none.
 */
async function replaceableVersion(
  db: Db,
  user: AuthUser,
  input: { idDocumentReplaced: number; idProposal?: number; idTempProposal?: number },
  type: DocumentType,
): Promise<{ row: DocumentRow; slot: Slot }> {
  const [row] = await db.select().from(documents).where(eq(documents.idDocument, input.idDocumentReplaced));
  if (!row || row.idDocumentType !== type.idDocumentType) throw replacedNotFound();
  if (row.idProposal !== null) {
    const proposal = await loadProposal(db, row.idProposal);
    const sameSlot = input.idProposal === undefined || input.idProposal === row.idProposal;
    if (!sameSlot || !proposal || !canUploadToProposal(user, proposal)) throw replacedNotFound();
    return { row, slot: { kind: 'proposal', proposal } };
  }
  if (input.idProposal !== undefined) throw replacedNotFound();
  if (row.idTempProposal !== null) {
    const sameSlot = input.idTempProposal === undefined || input.idTempProposal === row.idTempProposal;
    const draft = sameSlot ? await openDraft(db, user, row.idTempProposal) : null;
    if (!draft || row.idUser !== user.idUser) throw replacedNotFound();
    return { row, slot: { kind: 'draft', idTempProposal: row.idTempProposal, idProgram: draft.idProgram } };
  }
  if (input.idTempProposal !== undefined || !type.fromUser || row.idPerson !== user.idUser) {
    throw replacedNotFound();
  }
  return { row, slot: { kind: 'person', idPerson: user.idUser } };
}

/** The programme whose document types and size limit apply, if the upload has one. */
function programOf(slot: Slot, idProgram: number | undefined): number | null {
  if (slot.kind === 'proposal') return slot.proposal.idProgram;
  if (slot.kind === 'draft') return slot.idProgram;
  return idProgram ?? null;
}

/** The new row's place: its proposal or draft, and whom it is about (a person's type only). */
function placeIn(slot: Slot, type: DocumentType) {
  switch (slot.kind) {
    case 'proposal':
      return {
        idProposal: slot.proposal.idProposal,
        idTempProposal: null,
        idPerson: type.fromUser ? slot.proposal.referenceIdUser : null,
      };
    case 'draft':
      // About the recipient once the proposal is sent (the draft does not know them for sure yet).
      return { idProposal: null, idTempProposal: slot.idTempProposal, idPerson: null };
    case 'person':
      return { idProposal: null, idTempProposal: null, idPerson: slot.idPerson };
  }
}

/** What the caller keeps stored: the sizes of their uploads that are not removed. */
async function storedBytes(db: Db | Tx, idUser: number): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${documents.size}), 0)` })
    .from(documents)
    .where(and(eq(documents.idUser, idUser), isNull(documents.removedAt)));
  return Number(row?.bytes ?? 0);
}

async function assertRoomFor(db: Db | Tx, idUser: number, size: number, quotaMb: number) {
  if ((await storedBytes(db, idUser)) + size > quotaMb * MB) {
    throw new HttpError(413, documentMessages.quotaFull, fieldError('file', documentMessages.quotaFull));
  }
}

/**
 * POST /api/document/type. Every check that needs no write comes first; then the file is written,
 * and only then the row, in a transaction that re-checks the slot and the quota under their locks.
 * If that fails the file is deleted again, so no row points to nothing and no file is left that
 * nothing points to.
 */
export async function uploadDocument(
  { db, files, log, quotaMb }: Services,
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
  if (!type) throw typeRefused();

  const { idDocumentReplaced } = input;
  const { row: replaced, slot } =
    idDocumentReplaced === undefined
      ? { row: null, slot: await slotOfUpload(db, user, input, type) }
      : await replaceableVersion(db, user, { ...input, idDocumentReplaced }, type);

  const idProgram = programOf(slot, input.idProgram);
  if (idProgram !== null) {
    const allowed =
      slot.kind !== 'person' || (await programExists(db, idProgram))
        ? await typeInProgram(db, idProgram, type.idDocumentType)
        : false;
    if (!allowed) throw typeRefused();
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
  // A slot takes its own kinds of file: a recording is no photo of a house.
  const kind = fileKindOf(detected.extension);
  if (!kind || !type.accepts.includes(kind)) {
    const message = documentMessages.wrongKind(type.accepts);
    throw new HttpError(415, message, fieldError('file', message));
  }
  await assertRoomFor(db, user.idUser, file.bytes.length, quotaMb);

  const storageKey = newStorageKey('documents', detected.extension);
  await files.put(storageKey, file.bytes, detected.contentType);
  try {
    const row = await db.transaction(async (tx) => {
      // Always the uploader first, then the slot: two uploads never wait for each other in a circle.
      await tx.execute(xactLock('documentUploader', user.idUser));
      await lockSlot(tx, slot);
      if (slot.kind === 'draft' && !(await openDraft(tx, user, slot.idTempProposal, true))) {
        // Sent (or taken away) since: its uploads are the proposal's now.
        throw replaced ? replacedNotFound() : draftNotFound();
      }
      if (replaced) {
        const [now] = await tx.select().from(documents).where(eq(documents.idDocument, replaced.idDocument));
        if (now!.reviewStatus === 'ACCEPTED') throw conflict(documentMessages.locked);
        if (!(await isCurrent(tx, replaced.idDocument))) throw conflict(documentMessages.notCurrent);
      } else if (!type.multiple && (await slotHasCountingVersion(tx, slot, type.idDocumentType))) {
        throw conflict(documentMessages.onlyOneFile);
      }
      await assertRoomFor(tx, user.idUser, file.bytes.length, quotaMb);
      const [created] = await tx
        .insert(documents)
        .values({
          idDocumentType: type.idDocumentType,
          idUser: user.idUser,
          ...placeIn(slot, type),
          idDocumentReplaced: replaced?.idDocument ?? null,
          extension: detected.extension,
          contentType: detected.contentType,
          size: file.bytes.length,
          storageKey,
        })
        .returning();
      await refreshAfterDocumentChange(tx, created!);
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

/** One slot's uploads wait for each other, so "only one file" holds (namespaces in db/lock-keys.ts). */
async function lockSlot(tx: Tx, slot: Slot) {
  await tx.execute(
    slot.kind === 'proposal'
      ? xactLock('proposalDocuments', slot.proposal.idProposal)
      : slot.kind === 'draft'
        ? xactLock('draftDocuments', slot.idTempProposal)
        : xactLock('personDocuments', slot.idPerson),
  );
}

/** The rows of a slot: a proposal's, a draft's (not sent yet), or a person's own. */
function inSlot(slot: Slot) {
  switch (slot.kind) {
    case 'proposal':
      return eq(documents.idProposal, slot.proposal.idProposal);
    case 'draft':
      return and(eq(documents.idTempProposal, slot.idTempProposal), isNull(documents.idProposal));
    case 'person':
      return isOwnDocumentOf(slot.idPerson);
  }
}

async function slotHasCountingVersion(tx: Tx, slot: Slot, idDocumentType: number): Promise<boolean> {
  const [row] = await tx
    .select({ idDocument: documents.idDocument })
    .from(documents)
    .where(
      and(
        inSlot(slot),
        eq(documents.idDocumentType, idDocumentType),
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
  const row = await visibleDocument(db, user, idDocument).then(
    (visible) => visible.row,
    (error) => verifiableDocument(db, user, idDocument, error),
  );
  // Staff opening someone's papers leave a trace (issue 34, audit log); a member's own do not.
  if (user.admin && row.idUser !== user.idUser && row.idPerson !== user.idUser)
    await recordAudit(db, {
      idUser: user.idUser,
      action: 'document.read',
      idProposal: row.idProposal,
      idSubjectUser: row.idPerson ?? row.idUser,
      after: { idDocument },
    });
  return { id: row.idDocument, ...row };
}

/**
 * A document attached to a proposal the caller verifies (its assigned field verifier, who need not
 * be staff), else the refusal `error` the ordinary rule gave. A person's own papers (KTP, KK) are
 * not among them: those stay with whoever may see them by decision 0030.
 */
async function verifiableDocument(db: Db, user: AuthUser, idDocument: number, error: unknown) {
  const [row] = await db.select().from(documents).where(eq(documents.idDocument, idDocument));
  if (!row || row.idProposal === null || !(error instanceof HttpError) || error.statusCode !== 404)
    throw error;
  await verifiableProposal(db, user, row.idProposal).catch(() => {
    throw error;
  });
  return row;
}

/**
 * GET /api/document-verification/{id}: a verifier's file, for whoever may see its proposal and for
 * whoever may verify it (its assigned field verifier, who need not be staff).
 */
export async function verificationToServe(db: Db, user: AuthUser, id: number): Promise<FileToServe> {
  const [row] = await db
    .select()
    .from(documentVerifications)
    .where(eq(documentVerifications.idDocumentVerification, id));
  const proposal = row ? await loadProposal(db, row.idProposal) : null;
  if (!row || !proposal) throw documentNotFound();
  if (!canSeeProposal(user, proposal))
    await verifiableProposal(db, user, row.idProposal).catch(() => {
      throw documentNotFound();
    });
  if (user.admin)
    await recordAudit(db, {
      idUser: user.idUser,
      action: 'document.read',
      idProposal: row.idProposal,
      after: { idDocumentVerification: id },
    });
  return { id: row.idDocumentVerification, ...row };
}

const byAge = [asc(documents.createdAt), asc(documents.idDocument)];

/** A person's own current versions of one type (GET /document/user/…), oldest first. */
async function currentDocumentsOf(db: Db, idUser: number, idDocumentType: number) {
  const rows = await db
    .select()
    .from(documents)
    .where(and(isOwnDocumentOf(idUser), eq(documents.idDocumentType, idDocumentType), isCurrentVersion()))
    .orderBy(...byAge);
  return wholeList(rows.map(presentDocument));
}

export const listOwnDocuments = (db: Db, user: AuthUser, idDocumentType: number) =>
  currentDocumentsOf(db, user.idUser, idDocumentType);

export async function listUserDocuments(db: Db, user: AuthUser, idUser: number, idDocumentType: number) {
  if (!canListUserDocuments(user, idUser, await proposalsForPerson(db, idUser))) throw documentNotFound();
  return currentDocumentsOf(db, idUser, idDocumentType);
}

/** A type the proposal's programme asks for (so the recipient's own document of it counts there). */
const askedBy = (proposal: Proposal) =>
  sql`exists (select 1 from ${programDocumentTypes}
    where ${programDocumentTypes.idProgram} = ${proposal.idProgram}
      and ${programDocumentTypes.idDocumentType} = ${documents.idDocumentType})`;

/** A document shown with a proposal: attached to it, or the recipient's own of a type it asks for. */
const shownWith = (proposal: Proposal, withRecipients: boolean) =>
  or(
    eq(documents.idProposal, proposal.idProposal),
    withRecipients ? and(isOwnDocumentOf(proposal.referenceIdUser), askedBy(proposal)) : undefined,
  );

/**
 * GET /api/documents/proposal/{id}: every version of the proposal's documents (removed and replaced
 * ones too, each with its own comments), and, for the recipient and staff, the recipient's own
 * documents of the types the programme asks for (KTP, KK: they count for every proposal made for
 * them), oldest first. A referrer who is someone else does not see the recipient's own.
 */
export async function listProposalDocuments(db: Db, user: AuthUser, idProposal: number) {
  const proposal = await visibleProposal(db, user, idProposal);
  const rows = await db
    .select()
    .from(documents)
    .where(shownWith(proposal, canListRecipientDocuments(user, proposal)))
    .orderBy(...byAge);
  return wholeList(rows.map(presentDocument));
}

/**
 * GET /api/documents/draft/{idTempProposal}: the current versions kept with the caller's draft
 * (until it is sent; then they are the proposal's). Anyone else's draft does not exist (404).
 */
export async function listDraftDocuments(db: Db, user: AuthUser, idTempProposal: number) {
  const [draft] = await db
    .select({ idUser: temporaryProposals.idUser })
    .from(temporaryProposals)
    .where(eq(temporaryProposals.idTempProposal, idTempProposal));
  if (!draft || !canUseDraft(user, draft)) throw notFound(draftMessages.notFound);
  const rows = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.idTempProposal, idTempProposal),
        isNull(documents.idProposal),
        eq(documents.idUser, user.idUser),
        isCurrentVersion(),
      ),
    )
    .orderBy(...byAge);
  return wholeList(rows.map(presentDocument));
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
  await db.transaction(async (tx) => {
    await tx.update(documents).set({ removedAt: new Date() }).where(eq(documents.idDocument, idDocument));
    await refreshAfterDocumentChange(tx, row);
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
    await refreshAfterDocumentChange(tx, saved!);
    await recordAudit(tx, {
      idUser: user.idUser,
      action: 'document.review',
      idProposal: saved!.idProposal,
      idSubjectUser: saved!.idPerson ?? saved!.idUser,
      before: { idDocument, reviewStatus: row.reviewStatus, reviewReason: row.reviewReason },
      after: { idDocument, reviewStatus: saved!.reviewStatus, reviewReason: saved!.reviewReason },
    });
    return saved!;
  });
  return presentDocument(updated);
}

/**
 * For the comments: whether a document is shown with the proposal (its own, or its recipient's own
 * of a type the programme asks for).
 */
export async function documentBelongsTo(
  db: Db,
  user: AuthUser,
  idDocument: number,
  proposal: Proposal,
): Promise<boolean> {
  const [row] = await db
    .select({ idDocument: documents.idDocument })
    .from(documents)
    .where(
      and(
        eq(documents.idDocument, idDocument),
        shownWith(proposal, canListRecipientDocuments(user, proposal)),
      ),
    );
  return Boolean(row);
}
