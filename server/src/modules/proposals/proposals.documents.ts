import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { proposals, references } from '../../db/schema/index.ts';

type Executor = Pick<Db, 'execute' | 'select' | 'update'>;

/**
 * Whether every document type the programme requires is there: uploaded for this proposal, or,
 * for a type that belongs to the person (KTP, KK), uploaded by the recipient once for all proposals.
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
          )
      )`,
    })
    .from(proposals)
    .innerJoin(references, eq(references.idReference, proposals.idReference))
    .where(eq(proposals.idProposal, idProposal));
  return row?.complete ?? false;
}

/** Recomputes and stores documentComplete; the upload calls of the documents issue call this after a change. */
export async function refreshDocumentComplete(db: Executor, idProposal: number): Promise<boolean> {
  const complete = await computeDocumentComplete(db, idProposal);
  await db.update(proposals).set({ documentComplete: complete }).where(eq(proposals.idProposal, idProposal));
  return complete;
}
