import { and, eq, isNull, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documents, programDocumentTypes, proposals, references } from '../../db/schema/index.ts';

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
 * A person's own document (decision 0030): about them (`id_person`), attached to no proposal and
 * kept with no draft. It counts for every proposal made for them whose programme asks for its type;
 * a KTP uploaded into a proposal or a draft is that proposal's (or draft's), whoever it is about.
 */
export const isOwnDocumentOf = (idPerson: SQLWrapper | number): SQL =>
  and(eq(documents.idPerson, idPerson), isNull(documents.idProposal), isNull(documents.idTempProposal))!;

/** The same rule as SQL text on an alias of `documents`, for the statements below. */
const ownOf = (d: string, idPerson: SQLWrapper) =>
  sql`${sql.raw(d)}.id_person = ${idPerson} and ${sql.raw(d)}.id_proposal is null and ${sql.raw(d)}.id_temp_proposal is null`;

/**
 * Whether a proposal's documents are complete: every document type the programme requires has a
 * current version that counts (attached to this proposal, or, for a type that belongs to the person
 * such as KTP or KK, the recipient's own document), and no current version of it is one a reviewer
 * asked to be uploaded again ("Perlu unggah ulang" shows the proposal as incomplete until it is
 * replaced). `idProposal` is null for a proposal being inserted, which has no documents of its own yet.
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
              and (${own} or (dt.from_user and ${ownOf('d', idUserReference)}))
              and d.review_status <> 'REUPLOAD' and ${current('d')}
          )
      ) and not exists (
        select 1 from documents d
        join document_types dt on dt.id_document_type = d.id_document_type
        where d.review_status = 'REUPLOAD' and ${current('d')}
          and (${own} or (dt.from_user and ${ownOf('d', idUserReference)}
            and exists (select 1 from program_document_types pdt
              where pdt.id_program = ${idProgram} and pdt.id_document_type = d.id_document_type)))
      )`;
}

const storedCompleteness = () =>
  documentComplete(proposals.idProgram, proposals.idProposal, references.idUser);

/** A decided proposal (its status is final): nothing a document does reopens it. */
const isDecided = sql`exists (select 1 from proposal_statuses s
  where s.id_proposal_status = ${proposals.idProposalStatus} and s.final)`;

/**
 * Computes and stores a proposal's documentComplete, in one statement: for a proposal being made
 * (a submission, the demo seed). After a change of a document, refreshAfterDocumentChange.
 */
export async function refreshDocumentComplete(db: Executor, idProposal: number): Promise<boolean> {
  const [row] = await db
    .update(proposals)
    .set({ documentComplete: storedCompleteness() })
    .from(references)
    .where(and(eq(proposals.idProposal, idProposal), eq(references.idReference, proposals.idReference)))
    .returning({ documentComplete: proposals.documentComplete });
  return row?.documentComplete ?? false;
}

/** What a document change needs to know of the document: where it is, whom it is about, its type. */
export type ChangedDocument = {
  idProposal: number | null;
  idTempProposal: number | null;
  idPerson: number | null;
  idDocumentType: number;
};

/**
 * After a change of a document (an upload, a removal, a review), in one statement: the proposal it
 * is attached to; for a person's own document, the proposals made for that person whose programme
 * asks for its type; for a draft's upload, none. A decided proposal (final status) is never
 * changed: "Perlu unggah ulang" on a member's KK must not reopen what was approved or refused.
 */
export async function refreshAfterDocumentChange(db: Executor, document: ChangedDocument): Promise<void> {
  let which: SQL;
  if (document.idProposal !== null) which = eq(proposals.idProposal, document.idProposal);
  else if (document.idTempProposal === null && document.idPerson !== null) {
    which = and(
      eq(references.idUser, document.idPerson),
      sql`exists (select 1 from ${programDocumentTypes}
        where ${programDocumentTypes.idProgram} = ${proposals.idProgram}
          and ${programDocumentTypes.idDocumentType} = ${document.idDocumentType})`,
    )!;
  } else return;
  await db
    .update(proposals)
    .set({ documentComplete: storedCompleteness() })
    .from(references)
    .where(and(eq(references.idReference, proposals.idReference), which, sql`not ${isDecided}`));
}

/**
 * On submission, in its transaction: the uploads kept with the draft, and the caller's unattached
 * uploads the documents step names (`{ idDocuments }`: uploads of before drafts kept them), become
 * the new proposal's; a person's document among them (KTP, KK) is about its recipient from then on.
 * Not moved: anything removed, another user's, already attached, kept with another draft, or a
 * person's own document (it stays theirs, and counts for the proposal when it is about its
 * recipient). The browser's copy of a draft may name a file that has gone since: it is left alone.
 * Returns how many became the proposal's.
 */
export async function attachSubmittedDocuments(
  db: Pick<Db, 'update'>,
  submission: {
    idUser: number;
    idTempProposal: number;
    idProposal: number;
    idUserReference: number;
    idDocuments: number[];
  },
): Promise<number> {
  const { idUser, idTempProposal, idDocuments } = submission;
  const named = and(
    sql`${documents.idDocument} in (select jsonb_array_elements_text(${JSON.stringify(idDocuments)}::jsonb)::int)`,
    sql`(${documents.idTempProposal} is null or ${documents.idTempProposal} = ${idTempProposal})`,
    isNull(documents.idPerson),
  );
  const moved = await db
    .update(documents)
    .set({
      idProposal: submission.idProposal,
      idPerson: sql`case when exists (select 1 from document_types t
        where t.id_document_type = ${documents.idDocumentType} and t.from_user)
        then ${submission.idUserReference}::int end`,
    })
    .where(
      and(
        eq(documents.idUser, idUser),
        isNull(documents.idProposal),
        isNull(documents.removedAt),
        sql`(${eq(documents.idTempProposal, idTempProposal)} or (${named}))`,
      ),
    )
    .returning({ idDocument: documents.idDocument });
  return moved.length;
}
