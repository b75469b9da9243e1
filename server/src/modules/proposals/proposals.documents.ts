import { and, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documents, proposals, references } from '../../db/schema/index.ts';

type Executor = Pick<Db, 'execute' | 'select' | 'update'>;

// A version is current while it is not removed and no version that is not removed replaced it.
// It counts towards completeness unless a reviewer asked for it again (contract countsTowardComplete).
const current = (d: string) =>
  sql.raw(
    `${d}.removed_at is null and not exists (
    select 1 from documents n where n.id_document_replaced = ${d}.id_document and n.removed_at is null)`,
  );

/** The same rule for a query on `documents`: a current version (not removed, not replaced). */
export const isCurrentVersion = (): SQL =>
  and(
    isNull(documents.removedAt),
    sql`not exists (select 1 from documents n where n.id_document_replaced = ${documents.idDocument} and n.removed_at is null)`,
  )!;

/** A current version that counts (not one a reviewer asked for again), e.g. for the home tiles. */
export const isCountingVersion = (): SQL => and(isCurrentVersion(), ne(documents.reviewStatus, 'REUPLOAD'))!;

/**
 * Whether the proposal's documents are complete: every document type the programme requires has a
 * current version that counts (uploaded for this proposal, or, for a type that belongs to the person
 * such as KTP or KK, uploaded by the recipient), and no current version of it is one a reviewer asked
 * to be uploaded again ("Perlu unggah ulang" shows the proposal as incomplete until it is replaced).
 */
export async function computeDocumentComplete(db: Executor, idProposal: number): Promise<boolean> {
  const [row] = await db
    .select({
      complete: sql<boolean>`not exists (
        select 1 from program_document_types pdt
        join document_types dt on dt.id_document_type = pdt.id_document_type
        where pdt.id_program = ${proposals.idProgram} and pdt.required
          and not exists (
            select 1 from documents d
            where d.id_document_type = pdt.id_document_type
              and (d.id_proposal = ${proposals.idProposal} or (dt.from_user and d.id_user = ${references.idUser}))
              and d.review_status <> 'REUPLOAD' and ${current('d')}
          )
      ) and not exists (
        select 1 from documents d
        join document_types dt on dt.id_document_type = d.id_document_type
        where d.review_status = 'REUPLOAD' and ${current('d')}
          and (d.id_proposal = ${proposals.idProposal} or (dt.from_user and d.id_user = ${references.idUser}
            and exists (select 1 from program_document_types pdt
              where pdt.id_program = ${proposals.idProgram} and pdt.id_document_type = d.id_document_type)))
      )`,
    })
    .from(proposals)
    .innerJoin(references, eq(references.idReference, proposals.idReference))
    .where(eq(proposals.idProposal, idProposal));
  return row?.complete ?? false;
}

/** Recomputes and stores documentComplete; every change of a proposal's documents calls this. */
export async function refreshDocumentComplete(db: Executor, idProposal: number): Promise<boolean> {
  const complete = await computeDocumentComplete(db, idProposal);
  await db.update(proposals).set({ documentComplete: complete }).where(eq(proposals.idProposal, idProposal));
  return complete;
}

/**
 * After a change of a document: its proposal, or, for a person's own document, every proposal made
 * for that person (their KTP counts for each of them).
 */
export async function refreshAfterDocumentChange(
  db: Executor,
  document: { idProposal: number | null; idUser: number; fromUser: boolean },
): Promise<void> {
  const affected = new Set<number>();
  if (document.idProposal !== null) affected.add(document.idProposal);
  const forPerson = !document.fromUser
    ? []
    : await db
        .select({ idProposal: proposals.idProposal })
        .from(proposals)
        .innerJoin(references, eq(references.idReference, proposals.idReference))
        .where(eq(references.idUser, document.idUser));
  for (const { idProposal } of forPerson) affected.add(idProposal);
  for (const idProposal of [...affected].sort((a, b) => a - b)) await refreshDocumentComplete(db, idProposal);
}

/**
 * The wizard's documents step (`{ idDocuments }`): the caller's own uploads that are not attached yet
 * become the new proposal's. Ids of anything else (another user's, already attached, removed) are
 * left alone: the browser's copy of a draft may name a file that has gone since.
 */
export async function attachWizardDocuments(
  db: Pick<Db, 'update'>,
  idUser: number,
  idProposal: number,
  idDocuments: number[],
): Promise<number[]> {
  if (idDocuments.length === 0) return [];
  const attached = await db
    .update(documents)
    .set({ idProposal })
    .where(
      and(
        inArray(documents.idDocument, idDocuments),
        eq(documents.idUser, idUser),
        isNull(documents.idProposal),
        isNull(documents.removedAt),
      ),
    )
    .returning({ idDocument: documents.idDocument });
  return attached.map((d) => d.idDocument);
}
