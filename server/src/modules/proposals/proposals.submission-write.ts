import { RELATIONSHIP_SELF } from '@amal/contract/constants';
import { DATABASE_PROPERTY_COLUMNS } from '@amal/contract/program-structure';
import type { ProgramDetail } from '@amal/contract/programs';
import type { SubmitProposalItem } from '@amal/contract/proposals';
import { and, eq, sql } from 'drizzle-orm';
import {
  assets,
  expenses,
  incomes,
  loans,
  proposalSections,
  proposalStatusHistory,
  proposals,
  references,
  referrers,
  temporaryProposals,
  users,
} from '../../db/schema/index.ts';
import type { Transaction } from '../../db/statements.ts';
import type { AuthUser } from '../../lib/access.ts';
import {
  attachSubmittedDocuments,
  documentComplete,
  refreshDocumentComplete,
} from './proposals.documents.ts';
import type { ValidatedSection } from './proposals.sections.ts';

export type Data = Record<string, unknown>;
export type Checked = {
  item: SubmitProposalItem;
  program: ProgramDetail;
  sections: ValidatedSection[];
  children: ProgramDetail[];
};

export const isRecord = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const sectionData = (sections: ValidatedSection[], route: string): Data | undefined => {
  const data = sections.find((s) => s.route === route)?.data;
  return isRecord(data) ? data : undefined;
};
const listData = (sections: ValidatedSection[], route: string): Data[] => {
  const data = sections.find((s) => s.route === route)?.data;
  return Array.isArray(data) ? data.filter(isRecord) : [];
};
const num = (value: unknown) => (typeof value === 'number' ? value : null);
export const text = (value: unknown) => (typeof value === 'string' ? value : null);
const bool = (value: unknown) => (typeof value === 'boolean' ? value : null);

type UserField = (typeof DATABASE_PROPERTY_COLUMNS)[number];

/**
 * The relationship of the applicant to the recipient: the referrer step asks it; the reference step's
 * own value (default 8, self) counts only in a programme without a referrer step.
 */
export const relationshipOf = (reference: Data, referrer: Data | undefined) =>
  num(referrer?.idRelationshipWithReference) ??
  num(reference.idRelationshipWithReference) ??
  RELATIONSHIP_SELF;

/** What the reference and referrer rows keep of their steps, each read as its column's type. */
const REFERENCE_FIELDS = {
  distanceWithReference: num,
  reason: text,
  trouble: text,
  troubleshooting: text,
  residenceOwner: text,
  deadDivorceLength: num,
  socialMedia: text,
  provideFinance: bool,
  addressSameWithKTP: bool,
  numberOfChildren: num,
  lengthOfStay: num,
} as const;
const REFERRER_FIELDS = {
  distanceWithReference: num,
  idRelationshipWithReference: num,
  reason: text,
  idStatusResidence: num,
} as const;

/**
 * The list steps copied into typed tables for verification and scoring, each row read from the
 * step's entries. `nominal` is a whole number of rupiah.
 */
const FINANCE_TABLES = {
  expenses: {
    table: expenses,
    row: (e: Data) => ({
      idExpenseType: Number(e.idExpenseType),
      nominal: Number(e.nominal),
      description: text(e.description),
    }),
  },
  incomes: {
    table: incomes,
    row: (i: Data) => ({
      idIncomeType: Number(i.idIncomeType),
      idFamily: num(i.idFamily),
      idJob: num(i.idJob),
      nominal: Number(i.nominal),
    }),
  },
  loans: {
    table: loans,
    row: (l: Data) => ({
      creditor: String(l.creditor),
      nominal: Number(l.nominal),
      usage: text(l.usage),
      description: text(l.description),
    }),
  },
  assets: {
    table: assets,
    row: (a: Data) => ({ idAssetType: Number(a.idAssetType), name: text(a.name), size: text(a.size) }),
  },
} as const;
type FinanceRoute = keyof typeof FINANCE_TABLES;

/**
 * The reference step's properties whose source is "database" are columns of the recipient's user
 * record (spec §3), written back when that record is the applicant's own (`ownRecord` names it;
 * null for anyone else's) and only where the step gave a value.
 */
function ownRecordColumns(program: ProgramDetail): UserField[] {
  const step = program.programSections.find((section) => section.route === 'reference');
  return (step?.properties ?? [])
    .filter((property) => property.enable && property.source === 'database')
    .map((property) => property.columnname)
    .filter((column): column is UserField =>
      (DATABASE_PROPERTY_COLUMNS as readonly string[]).includes(column),
    );
}

/** The uploads the documents step names. */
function wizardUploads(sections: ValidatedSection[]): number[] {
  const idDocuments = sectionData(sections, 'documents')?.idDocuments;
  return Array.isArray(idDocuments) ? idDocuments.filter((id) => Number.isSafeInteger(id)) : [];
}

/** A step's fields as its row keeps them, each read as its column's type. */
const fieldsOf = (fields: Record<string, (value: unknown) => unknown>, data: Data | undefined) =>
  Object.fromEntries(Object.entries(fields).map(([field, read]) => [field, read(data?.[field])]));

/**
 * The reference step's "database" properties written back to the applicant's own record, where the
 * recipient is the applicant and only where the step gave a value.
 */
async function writeBackOwnRecord(tx: Transaction, user: AuthUser, program: ProgramDetail, reference: Data) {
  const given = ownRecordColumns(program)
    .map((column) => [column, reference[column]] as const)
    .filter(([, value]) => value !== undefined && value !== null);
  if (given.length === 0) return;
  await tx
    .update(users)
    .set({ ...Object.fromEntries(given), updatedAt: sql`now()` })
    .where(eq(users.idUser, user.idUser));
}

/** The parent proposal and its sub-programme proposals, with the same parties; their ids. */
async function insertProposals(
  tx: Transaction,
  { item, program, children }: Checked,
  parties: { idReference: number; idReferrer: number; idUserReference: number },
  statuses: number[],
) {
  const { idReference, idReferrer, idUserReference } = parties;
  // Its documents' completeness, from the recipient's own: none is attached to it yet.
  const complete = (idProgram: number) => documentComplete(sql`${idProgram}`, null, sql`${idUserReference}`);
  const [main] = await tx
    .insert(proposals)
    .values({
      idProgram: program.idProgram,
      idProposalStatus: statuses[0]!,
      submissionKey: item.submissionKey,
      idReference,
      idReferrer,
      idTempProposal: item.idTempProposal,
      documentComplete: complete(program.idProgram),
      programVersion: program.version,
    })
    .returning({ idProposal: proposals.idProposal, idProposalStatus: proposals.idProposalStatus });
  const made =
    children.length === 0
      ? []
      : await tx
          .insert(proposals)
          .values(
            children.map((child, k) => ({
              idProgram: child.idProgram,
              idProposalStatus: statuses[k + 1]!,
              idReference,
              idReferrer,
              idProposalParent: main!.idProposal,
              idTempProposal: item.idTempProposal,
              documentComplete: complete(child.idProgram),
              programVersion: child.version,
            })),
          )
          .returning({ idProposal: proposals.idProposal, idProposalStatus: proposals.idProposalStatus });
  return [main!, ...made];
}

/** The steps as the proposal keeps them, and the list steps copied into their typed tables. */
async function insertSteps(tx: Transaction, idProposal: number, sections: ValidatedSection[]) {
  if (sections.length > 0) {
    await tx
      .insert(proposalSections)
      .values(sections.map((s) => ({ idProposal, idSection: s.idSection, route: s.route, data: s.data })));
  }
  for (const route of Object.keys(FINANCE_TABLES) as FinanceRoute[]) {
    const { table, row } = FINANCE_TABLES[route];
    const idSection = sections.find((s) => s.route === route)?.idSection ?? 0;
    const rows = listData(sections, route).map((entry) => ({ idProposal, idSection, ...row(entry) }));
    if (rows.length > 0) await tx.insert(table).values(rows as never);
  }
}

/**
 * Corrected steps of a proposal sent back for revision: each step's kept data replaced (or added),
 * and the list steps' typed rows and the reference's and referrer's kept fields written again from
 * it. The earlier data is kept by the revision (proposal_revisions), not here.
 */
export async function rewriteSteps(tx: Transaction, idProposal: number, sections: ValidatedSection[]) {
  for (const section of sections) {
    const updated = await tx
      .update(proposalSections)
      .set({ data: section.data })
      .where(and(eq(proposalSections.idProposal, idProposal), eq(proposalSections.route, section.route)))
      .returning({ id: proposalSections.idProposalSection });
    if (updated.length === 0)
      await tx
        .insert(proposalSections)
        .values({ idProposal, idSection: section.idSection, route: section.route, data: section.data });
    if (section.route in FINANCE_TABLES) {
      const { table, row } = FINANCE_TABLES[section.route as FinanceRoute];
      await tx.delete(table).where(eq(table.idProposal, idProposal));
      const rows = listData(sections, section.route as FinanceRoute).map((entry) => ({
        idProposal,
        idSection: section.idSection,
        ...row(entry),
      }));
      if (rows.length > 0) await tx.insert(table).values(rows as never);
    }
  }
  const [parties] = await tx
    .select({ idReference: proposals.idReference, idReferrer: proposals.idReferrer })
    .from(proposals)
    .where(eq(proposals.idProposal, idProposal));
  const reference = sectionData(sections, 'reference');
  const referrer = sectionData(sections, 'referrer');
  if (reference)
    await tx
      .update(references)
      .set(fieldsOf(REFERENCE_FIELDS, reference))
      .where(eq(references.idReference, parties!.idReference));
  if (referrer)
    await tx
      .update(referrers)
      .set(fieldsOf(REFERRER_FIELDS, referrer))
      .where(eq(referrers.idReferrer, parties!.idReferrer));
}

/**
 * Writes the checked submission in the transaction; the new proposal's id. Then the draft's uploads
 * (and the documents step's) become the proposal's, a KTP or KK among them about its recipient; its
 * documents' completeness, computed as it was inserted, is computed again once they are its own.
 * Sub-programme proposals take none: their documents are the parent's.
 */
export async function insertSubmission(
  tx: Transaction,
  user: AuthUser,
  checked: Checked,
  idUserReference: number,
  statuses: number[],
): Promise<number> {
  const { item, program, sections } = checked;
  const reference = sectionData(sections, 'reference') ?? {};
  const referrer = sectionData(sections, 'referrer');
  if (idUserReference === user.idUser) await writeBackOwnRecord(tx, user, program, reference);
  const [newReference] = await tx
    .insert(references)
    .values({
      idUser: idUserReference,
      idRelationshipWithReference: relationshipOf(reference, referrer),
      ...fieldsOf(REFERENCE_FIELDS, reference),
    })
    .returning({ idReference: references.idReference });
  const [newReferrer] = await tx
    .insert(referrers)
    .values({ idUser: user.idUser, ...fieldsOf(REFERRER_FIELDS, referrer) })
    .returning({ idReferrer: referrers.idReferrer });
  const made = await insertProposals(
    tx,
    checked,
    { idReference: newReference!.idReference, idReferrer: newReferrer!.idReferrer, idUserReference },
    statuses,
  );
  const idProposal = made[0]!.idProposal;
  await tx.insert(proposalStatusHistory).values(
    made.map((p) => ({
      idProposal: p.idProposal,
      idProposalStatus: p.idProposalStatus,
      idUser: user.idUser,
    })),
  );
  await insertSteps(tx, idProposal, sections);
  await tx
    .update(temporaryProposals)
    .set({ status: 'SUBMITTED', updatedAt: sql`now()` })
    .where(eq(temporaryProposals.idTempProposal, item.idTempProposal));
  const uploads = wizardUploads(sections);
  const attached = await attachSubmittedDocuments(tx, {
    idUser: user.idUser,
    idTempProposal: item.idTempProposal,
    idProposal,
    idUserReference,
    idDocuments: uploads,
  });
  if (attached > 0) await refreshDocumentComplete(tx, idProposal);
  return idProposal;
}
