import { and, eq, isNull, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
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
 * Whether a proposal's documents are complete: every document type the programme requires has a
 * current version that counts (uploaded for this proposal, or, for a type that belongs to the person
 * such as KTP or KK, uploaded by the recipient), and no current version of it is one a reviewer asked
 * to be uploaded again ("Perlu unggah ulang" shows the proposal as incomplete until it is replaced).
 * `idProposal` is null for a proposal being inserted, which has no documents of its own yet.
 */
export function documentComplete(
  idProgram: SQLWrapper,
  idProposal: SQLWrapper | null,
  idUserReference: SQLWrapper,
): SQL<boolean> {
  const own = idProposal ? sql`d.id_proposal = ${idProposal}` : sql`false`;
  return sql<boolean>`not exists (
        select 1 from program_document_types pdt
        join document_types dt on dt.id_document_type = pdt.id_document_type
        where pdt.id_program = ${idProgram} and pdt.required
          and not exists (
            select 1 from documents d
            where d.id_document_type = pdt.id_document_type
              and (${own} or (dt.from_user and d.id_user = ${idUserReference}))
              and d.review_status <> 'REUPLOAD' and ${current('d')}
          )
      ) and not exists (
        select 1 from documents d
        join document_types dt on dt.id_document_type = d.id_document_type
        where d.review_status = 'REUPLOAD' and ${current('d')}
          and (${own} or (dt.from_user and d.id_user = ${idUserReference}
            and exists (select 1 from program_document_types pdt
              where pdt.id_program = ${idProgram} and pdt.id_document_type = d.id_document_type)))
      )`;
}

/**
 * Recomputes and stores documentComplete, in one statement; every change of a proposal's documents
 * calls this.
 */
export async function refreshDocumentComplete(db: Executor, idProposal: number): Promise<boolean> {
  const [row] = await db
    .update(proposals)
    .set({ documentComplete: documentComplete(proposals.idProgram, proposals.idProposal, references.idUser) })
    .from(references)
    .where(and(eq(proposals.idProposal, idProposal), eq(references.idReference, proposals.idReference)))
    .returning({ documentComplete: proposals.documentComplete });
  return row?.documentComplete ?? false;
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
 * left alone: the browser's copy of a draft may name a file that has gone since. The update is
 * returned unsent, so that a submission can send it with the proposal's other writes; `idDocuments`
 * is an SQL array, so that the statement is the same whatever the number of uploads.
 */
export const attachWizardDocuments = (
  db: Pick<Db, 'update'>,
  idUser: SQLWrapper,
  idProposal: SQL<number>,
  idDocuments: SQLWrapper,
) =>
  db
    .update(documents)
    .set({ idProposal })
    .where(
      and(
        sql`${documents.idDocument} = any(${idDocuments})`,
        eq(documents.idUser, idUser),
        isNull(documents.idProposal),
        isNull(documents.removedAt),
      ),
    );
