import { ADDRESS_FIELDS } from '@amal/contract/applicant';
import { RELATIONSHIP_SELF } from '@amal/contract/constants';
import type { ProgramDetail } from '@amal/contract/programs';
import type { SubmitProposalItem } from '@amal/contract/proposals';
import { eq, type SQLWrapper, sql, type WithSubquery } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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
import { inTransaction, statement, type Transaction } from '../../db/statements.ts';
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

/** The user record's columns a reference step may hold: the person, then both addresses. */
export const USER_FIELDS = [
  'fullName',
  'gender',
  'dateOfBirth',
  'placeOfBirth',
  'marriage',
  'idCardNumber',
  'idStatusResidence',
  'lengthOfStay',
  'pray5Times',
  'smoker',
  ...ADDRESS_FIELDS,
  ...ADDRESS_FIELDS.map((field) => `${field}Official` as const),
] as const;
type UserField = (typeof USER_FIELDS)[number];

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
 * The list steps copied into typed tables for verification and scoring, each column read from the
 * step's rows with its SQL type. `nominal` is a whole number of rupiah.
 */
const FINANCE_TABLES = {
  expenses: {
    table: expenses,
    columns: { id_expense_type: 'int', nominal: 'bigint', description: 'text' },
    row: (e: Data) => ({
      id_expense_type: Number(e.idExpenseType),
      nominal: Number(e.nominal),
      description: text(e.description),
    }),
  },
  incomes: {
    table: incomes,
    columns: { id_income_type: 'int', id_family: 'int', id_job: 'int', nominal: 'bigint' },
    row: (i: Data) => ({
      id_income_type: Number(i.idIncomeType),
      id_family: num(i.idFamily),
      id_job: num(i.idJob),
      nominal: Number(i.nominal),
    }),
  },
  loans: {
    table: loans,
    columns: { creditor: 'text', nominal: 'bigint', usage: 'text', description: 'text' },
    row: (l: Data) => ({
      creditor: String(l.creditor),
      nominal: Number(l.nominal),
      usage: text(l.usage),
      description: text(l.description),
    }),
  },
  assets: {
    table: assets,
    columns: { id_asset_type: 'int', name: 'text', size: 'text' },
    row: (a: Data) => ({ id_asset_type: Number(a.idAssetType), name: text(a.name), size: text(a.size) }),
  },
} as const;
type FinanceRoute = keyof typeof FINANCE_TABLES;

const p = sql.placeholder;
/** The rows of a JSON array parameter, as a table of the given columns and SQL types. */
const rowsOf = (parameter: string, alias: string, columns: Record<string, string>) =>
  sql`jsonb_to_recordset(${p(parameter)}::jsonb) as ${sql.raw(alias)}(${sql.raw(
    Object.entries(columns)
      .map(([name, type]) => `${name} ${type}`)
      .join(', '),
  )})`;

/** The selection of a CTE whose body is SQL and which returns nothing the statement reads. */
const NO_COLUMNS = {};

/** The single id a one-row CTE returned, for a later part of the same statement. */
const idFrom = (cte: WithSubquery, column: SQLWrapper) => sql<number>`(select ${column} from ${cte})`;

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
    .filter((column): column is UserField => (USER_FIELDS as readonly string[]).includes(column));
}

/**
 * The submission's writes as one statement of data-modifying CTEs, one round trip: the parties, the
 * proposal and its sub-programme proposals, their first status in the history, the steps, the
 * finance rows and the draft marked sent (its documents follow, insertSubmission). Its parts see each other
 * only through the ids they return; what they read (the programme's document rules, the recipient's
 * documents) is as it was before the statement. Every value is a parameter and every list one JSON
 * parameter, so the statement is the same for every submission whose programme writes back the same
 * columns: built once (building it cost more CPU than the rest of the submission's checks) and
 * prepared once per connection.
 */
function buildInsert(db: Db, ownColumns: readonly UserField[]) {
  const ownRecord = ownColumns.length
    ? [
        db.$with('own_record').as(
          db
            .update(users)
            .set({
              ...Object.fromEntries(
                ownColumns.map((column) => [column, sql`coalesce(${p(`own.${column}`)}, ${users[column]})`]),
              ),
              updatedAt: sql`now()`,
            })
            .where(eq(users.idUser, p('ownRecord'))),
        ),
      ]
    : [];
  const newReference = db.$with('new_reference').as(
    db
      .insert(references)
      .values({
        idUser: p('idUserReference'),
        idRelationshipWithReference: p('relationship'),
        ...Object.fromEntries(Object.keys(REFERENCE_FIELDS).map((field) => [field, p(`reference.${field}`)])),
      })
      .returning({ idReference: references.idReference }),
  );
  const newReferrer = db.$with('new_referrer').as(
    db
      .insert(referrers)
      .values({
        idUser: p('idUser'),
        ...Object.fromEntries(Object.keys(REFERRER_FIELDS).map((field) => [field, p(`referrer.${field}`)])),
      })
      .returning({ idReferrer: referrers.idReferrer }),
  );
  const idReference = idFrom(newReference, newReference.idReference);
  const idReferrer = idFrom(newReferrer, newReferrer.idReferrer);
  const main = db.$with('new_proposal').as(
    db
      .insert(proposals)
      .values({
        idProgram: p('idProgram'),
        idProposalStatus: p('idProposalStatus'),
        submissionKey: p('submissionKey'),
        idReference,
        idReferrer,
        idTempProposal: p('idTempProposal'),
        // Its documents' completeness, from the recipient's own: none is attached to it yet.
        documentComplete: documentComplete(p('idProgram'), null, p('idUserReference')),
      })
      .returning({ idProposal: proposals.idProposal }),
  );
  const idProposal = idFrom(main, main.idProposal);
  const children = db.$with('new_children', NO_COLUMNS).as(
    sql`insert into ${proposals} (id_program, id_proposal_status, id_reference, id_referrer, id_proposal_parent,
        id_temp_proposal, document_complete)
      select c.id_program, c.id_proposal_status, ${idReference}, ${idReferrer}, ${idProposal}, ${p('idTempProposal')},
        ${documentComplete(sql`c.id_program`, null, p('idUserReference'))}
      from ${rowsOf('children', 'c', { id_program: 'int', id_proposal_status: 'int', n: 'int' })} order by c.n
      returning id_proposal, id_proposal_status`,
  );
  const history = db.$with('new_history', NO_COLUMNS).as(
    sql`insert into ${proposalStatusHistory} (id_proposal, id_proposal_status, id_user)
      select ${idProposal}, ${p('idProposalStatus')}::int, ${p('idUser')}::int
      union all select id_proposal, id_proposal_status, ${p('idUser')}::int from new_children`,
  );
  const steps = db.$with('new_sections', NO_COLUMNS).as(
    sql`insert into ${proposalSections} (id_proposal, id_section, route, data)
      select ${idProposal}, s.id_section, s.route, s.data
      from ${rowsOf('sections', 's', { id_section: 'int', route: 'text', data: 'jsonb' })}`,
  );
  const finance = (Object.keys(FINANCE_TABLES) as FinanceRoute[]).map((route) => {
    const { table, columns: own } = FINANCE_TABLES[route];
    const columns = { id_section: 'int', ...own };
    const names = sql.raw(Object.keys(columns).join(', '));
    return db.$with(`new_${route}`, NO_COLUMNS).as(
      sql`insert into ${table} (id_proposal, ${names})
        select ${idProposal}, ${names} from ${rowsOf(route, 'r', columns)}`,
    );
  });
  const sent = db.$with('sent_draft').as(
    db
      .update(temporaryProposals)
      .set({ status: 'SUBMITTED', updatedAt: sql`now()` })
      .where(eq(temporaryProposals.idTempProposal, p('idTempProposal'))),
  );
  return db
    .with(...ownRecord, newReference, newReferrer, main, children, history, steps, ...finance, sent)
    .select({ idProposal: main.idProposal })
    .from(main);
}

/** The statements of each list of written-back columns (one per programme in practice), by name. */
const insertNames = new Map<string, string>();
function insertStatement(db: Db, ownColumns: readonly UserField[]) {
  const key = ownColumns.join(',');
  let name = insertNames.get(key);
  if (!name) {
    name = `submission_insert_${insertNames.size + 1}`;
    insertNames.set(key, name);
  }
  return statement(db, name, (d) => buildInsert(d, ownColumns).prepare(name));
}

/** The uploads the documents step names. */
function wizardUploads(sections: ValidatedSection[]): number[] {
  const idDocuments = sectionData(sections, 'documents')?.idDocuments;
  return Array.isArray(idDocuments) ? idDocuments.filter((id) => Number.isSafeInteger(id)) : [];
}

/** The parameters of the insert statement for one submission. */
function insertValues(
  user: AuthUser,
  { item, program, sections, children }: Checked,
  ownColumns: readonly UserField[],
  idUserReference: number,
  statuses: number[],
) {
  const reference = sectionData(sections, 'reference');
  const referrer = sectionData(sections, 'referrer');
  const r = reference ?? {};
  const own = Object.fromEntries(ownColumns.map((column) => [`own.${column}`, r[column] ?? null]));
  const writesBack =
    reference !== undefined &&
    idUserReference === user.idUser &&
    Object.values(own).some((value) => value !== null);
  const idSection = (route: string) => sections.find((s) => s.route === route)?.idSection ?? 0;
  const finance = Object.fromEntries(
    (Object.keys(FINANCE_TABLES) as FinanceRoute[]).map((route) => [
      route,
      JSON.stringify(
        listData(sections, route).map((row) => ({
          id_section: idSection(route),
          ...FINANCE_TABLES[route].row(row),
        })),
      ),
    ]),
  );
  return {
    ...own,
    ownRecord: writesBack ? user.idUser : null,
    idUser: user.idUser,
    idUserReference,
    relationship: relationshipOf(r, referrer),
    ...Object.fromEntries(
      Object.entries(REFERENCE_FIELDS).map(([field, read]) => [`reference.${field}`, read(r[field])]),
    ),
    ...Object.fromEntries(
      Object.entries(REFERRER_FIELDS).map(([field, read]) => [`referrer.${field}`, read(referrer?.[field])]),
    ),
    idProgram: program.idProgram,
    idProposalStatus: statuses[0]!,
    submissionKey: item.submissionKey,
    idTempProposal: item.idTempProposal,
    children: JSON.stringify(
      children.map((child, k) => ({
        id_program: child.idProgram,
        id_proposal_status: statuses[k + 1]!,
        n: k,
      })),
    ),
    sections: JSON.stringify(
      sections.map((s) => ({ id_section: s.idSection, route: s.route, data: s.data })),
    ),
    ...finance,
  };
}

/**
 * Writes the checked submission in the transaction; the new proposal's id. Then the draft's uploads
 * (and the documents step's) become the proposal's, a KTP or KK among them about its recipient; its
 * documents' completeness, computed as it was inserted, is computed again once they are its own.
 * Sub-programme proposals take none: their documents are the parent's.
 */
export async function insertSubmission(
  db: Db,
  tx: Transaction,
  user: AuthUser,
  checked: Checked,
  idUserReference: number,
  statuses: number[],
): Promise<number> {
  const ownColumns = ownRecordColumns(checked.program);
  const uploads = wizardUploads(checked.sections);
  const values = insertValues(user, checked, ownColumns, idUserReference, statuses);
  const [created] = await inTransaction(insertStatement(db, ownColumns), tx).execute(values);
  const idProposal = created!.idProposal;
  const attached = await attachSubmittedDocuments(tx, {
    idUser: user.idUser,
    idTempProposal: checked.item.idTempProposal,
    idProposal,
    idUserReference,
    idDocuments: uploads,
  });
  if (attached > 0) await refreshDocumentComplete(tx, idProposal);
  return idProposal;
}
