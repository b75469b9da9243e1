import { RELATIONSHIP_SELF } from '@amal/contract/constants';
import { draftMessages } from '@amal/contract/drafts';
import { normalizeWhatsapp } from '@amal/contract/patterns';
import type { ProgramDetail } from '@amal/contract/programs';
import { proposalMessages, type SubmitProposalItem } from '@amal/contract/proposals';
import { countsAgainstSixMonthRule, SIX_MONTH_RULE_MONTHS } from '@amal/contract/requirements';
import { userMessages } from '@amal/contract/users';
import { and, count, eq, gte, lte, type SQL, type SQLWrapper, sql, type WithSubquery } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  assets,
  expenses,
  incomes,
  loans,
  programProposalStatuses,
  proposalSections,
  proposalStatusHistory,
  proposals,
  references,
  referrers,
  temporaryProposals,
  users,
} from '../../db/schema/index.ts';
import { statement } from '../../db/statements.ts';
import type { AuthUser } from '../../lib/access.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { getProgram } from '../programs/programs.service.ts';
import { attachWizardDocuments, documentComplete, refreshDocumentComplete } from './proposals.documents.ts';
import { canNameAsReference } from './proposals.policy.ts';
import { checkSections, type ValidatedSection } from './proposals.sections.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Data = Record<string, unknown>;
type Checked = {
  item: SubmitProposalItem;
  program: ProgramDetail;
  sections: ValidatedSection[];
  children: ProgramDetail[];
};

// Advisory-lock namespaces of submissions. A programme with a quota is locked so that concurrent
// submissions count each other; the sender is locked so that their concurrent submissions (a double
// tap, a second tab) see each other's key and draft. Submissions of different members to a
// programme without a quota do not wait for each other.
const QUOTA_LOCK = 7301;
const SENDER_LOCK = 7302;

const isRecord = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const sectionData = (sections: ValidatedSection[], route: string): Data | undefined => {
  const data = sections.find((s) => s.route === route)?.data;
  return isRecord(data) ? data : undefined;
};
const listData = (sections: ValidatedSection[], route: string): Data[] => {
  const data = sections.find((s) => s.route === route)?.data;
  return Array.isArray(data) ? data.filter(isRecord) : [];
};
const num = (value: unknown) => (typeof value === 'number' ? value : null);
const text = (value: unknown) => (typeof value === 'string' ? value : null);
const bool = (value: unknown) => (typeof value === 'boolean' ? value : null);

// The first status of each programme, in the order given; null for a programme without statuses.
const firstStatusesOf = (idPrograms: SQLWrapper) =>
  sql<(number | null)[]>`array(
    select (select ${programProposalStatuses.idProposalStatus} from ${programProposalStatuses}
      where ${programProposalStatuses.idProgram} = program.id order by ${programProposalStatuses.order} limit 1)
    from unnest(${idPrograms}::int[]) with ordinality as program(id, n) order by program.n)`;

/**
 * In one round trip: the proposal the submission key made and its sender, the draft, and the first
 * status of each programme in `idPrograms` (the transaction asks for those, under the sender's lock).
 */
const submissionStateQuery = (db: Db | Tx) =>
  db
    .select({
      idProposal: proposals.idProposal,
      sender: referrers.idUser,
      draftOwner: temporaryProposals.idUser,
      draftProgram: temporaryProposals.idProgram,
      draftStatus: temporaryProposals.status,
      firstStatuses: firstStatusesOf(sql.placeholder('idPrograms')),
    })
    .from(sql`(values (1)) as one`)
    .leftJoin(proposals, eq(proposals.submissionKey, sql.placeholder('submissionKey')))
    .leftJoin(referrers, eq(referrers.idReferrer, proposals.idReferrer))
    .leftJoin(temporaryProposals, eq(temporaryProposals.idTempProposal, sql.placeholder('idTempProposal')));

type StateValues = { submissionKey: string; idTempProposal: number; idPrograms: number[] };
const stateValues = (item: SubmitProposalItem, idPrograms: number[]): StateValues => ({
  submissionKey: item.submissionKey,
  idTempProposal: item.idTempProposal,
  idPrograms,
});

/**
 * Before the transaction: a prepared statement (building a Drizzle query costs a submission more
 * CPU than most of its checks).
 */
async function stateBefore(db: Db, item: SubmitProposalItem) {
  const prepared = statement(db, 'submission_state', (d) =>
    submissionStateQuery(d).prepare('submission_state'),
  );
  const [state] = await prepared.execute(stateValues(item, []));
  return state!;
}

/** Under the sender's lock, in the transaction, with the first status of each programme written. */
async function stateUnderLock(tx: Tx, item: SubmitProposalItem, idPrograms: number[]) {
  const [state] = await submissionStateQuery(tx).execute(stateValues(item, idPrograms));
  return state!;
}

type SubmissionState = Awaited<ReturnType<typeof stateBefore>>;

/** The proposal the submission key made before, when the caller sent it. */
function madeBefore(state: SubmissionState, user: AuthUser) {
  if (state.idProposal === null) return null;
  // A key is the browser's secret for one draft: another user's key is a conflict, never a read.
  if (state.sender !== user.idUser) throw conflict();
  return { idProposal: state.idProposal };
}

const programsSinceStatement = (db: Db) =>
  db
    .selectDistinct({ idProgram: proposals.idProgram })
    .from(proposals)
    .innerJoin(references, eq(references.idReference, proposals.idReference))
    .where(
      and(
        eq(references.idUser, sql.placeholder('idUser')),
        gte(proposals.createdAt, sql.placeholder('since')),
      ),
    )
    .prepare('programs_since');

/** Whether the person had a proposal in the last 6 months in a programme that counts against the rule. */
async function hadAidInLast6Months(db: Db, idUser: number, now: Date): Promise<boolean> {
  const since = new Date(now);
  since.setMonth(since.getMonth() - SIX_MONTH_RULE_MONTHS);
  const rows = await statement(db, 'programs_since', programsSinceStatement).execute({ idUser, since });
  return rows.some((r) => countsAgainstSixMonthRule(r.idProgram));
}

/** The recipient the reference step names before it is resolved: the given user, else the applicant. */
function claimedReference(user: AuthUser, item: SubmitProposalItem): number | null {
  const reference = item.sections.reference;
  if (!isRecord(reference)) return user.idUser;
  const given = Number(reference.idUser);
  if (Number.isSafeInteger(given) && given > 0) return given;
  const relationship = reference.idRelationshipWithReference;
  return relationship === undefined || Number(relationship) === RELATIONSHIP_SELF ? user.idUser : null;
}

/** Everything that can be checked before writing: programme open, draft the caller's, every step valid. */
async function check(
  db: Db,
  user: AuthUser,
  item: SubmitProposalItem,
  state: SubmissionState,
  foundationName: string,
  now: Date,
) {
  const program = await getProgram(db, item.idProgram, now);
  if (!program.open) throw badRequest(proposalMessages.programClosed);
  if (state.draftOwner !== user.idUser || state.draftProgram !== item.idProgram) {
    throw notFound(draftMessages.notFound, [{ path: 'idTempProposal', message: draftMessages.notFound }]);
  }
  const claimed = claimedReference(user, item);
  const sixMonths = claimed === null ? false : await hadAidInLast6Months(db, claimed, now);
  const result = checkSections(program, item, {
    now,
    foundationName,
    hasFoundationAidInLast6Months: sixMonths,
  });
  if (result.errors.length > 0) throw badRequest(result.errors[0]!.message, result.errors);
  const children = await Promise.all(result.idProgramChildren.map((id) => getProgram(db, id, now)));
  return { item, program, sections: result.sections, children };
}

/** Always in the same order (quota programmes by id, then the sender), so two submissions never deadlock. */
async function lockSubmission(tx: Tx, user: AuthUser, programs: ProgramDetail[]) {
  const withQuota = programs.filter((p) => p.programSchedule && p.programSchedule.quota !== null);
  for (const id of [...new Set(withQuota.map((p) => p.idProgram))].sort((a, b) => a - b)) {
    await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK}, ${id})`);
  }
  await tx.execute(sql`select pg_advisory_xact_lock(${SENDER_LOCK}, ${user.idUser})`);
}

/** The quota of the period that is running now, counted under the programme's lock. */
async function assertQuota(tx: Tx, program: ProgramDetail) {
  const schedule = program.programSchedule;
  if (!schedule || schedule.quota === null) return;
  const [row] = await tx
    .select({ n: count() })
    .from(proposals)
    .where(
      and(
        eq(proposals.idProgram, program.idProgram),
        gte(proposals.createdAt, new Date(schedule.startDate)),
        lte(proposals.createdAt, new Date(schedule.endDate)),
      ),
    );
  if ((row?.n ?? 0) >= schedule.quota) throw badRequest(proposalMessages.quotaFull);
}

const USER_FIELDS = [
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
  'idProvince',
  'idRegency',
  'idDistrict',
  'idSubDistrict',
  'fullAddress',
  'rt',
  'rw',
  'postalCode',
  'idProvinceOfficial',
  'idRegencyOfficial',
  'idDistrictOfficial',
  'idSubDistrictOfficial',
  'fullAddressOfficial',
  'rtOfficial',
  'rwOfficial',
  'postalCodeOfficial',
] as const;

/**
 * The relationship of the applicant to the recipient: the referrer step asks it; the reference step's
 * own value (default 8, self) counts only in a programme without a referrer step.
 */
const relationshipOf = (reference: Data, referrer: Data | undefined) =>
  num(referrer?.idRelationshipWithReference) ??
  num(reference.idRelationshipWithReference) ??
  RELATIONSHIP_SELF;

/**
 * The recipient's user: the one the step names (if the applicant may name them), the applicant
 * themselves, the person already known by that WhatsApp number, or a new person the applicant records.
 */
async function resolveReferenceUser(
  tx: Tx,
  user: AuthUser,
  reference: Data | undefined,
  referrer: Data | undefined,
): Promise<number> {
  if (!reference) return user.idUser;
  const path = 'sections.reference.idUser';
  // The applicant may always name themselves (canNameAsReference): their row need not be read.
  if (reference.idUser === user.idUser) return user.idUser;
  if (typeof reference.idUser === 'number') {
    const [person] = await tx.select().from(users).where(eq(users.idUser, reference.idUser));
    const claimed = { nip: text(reference.nip), whatsappNumber: text(reference.whatsappNumber) };
    if (!person || !canNameAsReference(user, person, claimed))
      throw badRequest(userMessages.notFound, [{ path, message: userMessages.notFound }]);
    return person.idUser;
  }
  if (relationshipOf(reference, referrer) === RELATIONSHIP_SELF) return user.idUser;
  const whatsappNumber = normalizeWhatsapp(text(reference.whatsappNumber) ?? '');
  const [known] = await tx
    .select({ idUser: users.idUser })
    .from(users)
    .where(eq(users.whatsappNumber, whatsappNumber));
  if (known) return known.idUser;
  const fields = Object.fromEntries(
    USER_FIELDS.filter((f) => reference[f] != null).map((f) => [f, reference[f]]),
  );
  const [created] = await tx
    .insert(users)
    .values({ ...fields, fullName: String(reference.fullName), whatsappNumber, createdBy: user.idUser })
    .returning({ idUser: users.idUser });
  return created!.idUser;
}

/** The single id a one-row CTE returned, for a later part of the same statement. */
const idFrom = (cte: WithSubquery, column: SQLWrapper) => sql<number>`(select ${column} from ${cte})`;

/**
 * The reference step's properties whose source is "database" are columns of the recipient's user
 * record (spec §3): written back when that record is the applicant's own, never someone else's.
 */
function writeBackOwnRecord(tx: Tx, program: ProgramDetail, reference: Data, idUser: number) {
  const step = program.programSections.find((section) => section.route === 'reference');
  const columns = (step?.properties ?? [])
    .filter((p) => p.enable && p.source === 'database')
    .map((p) => p.columnname)
    .filter((column): column is (typeof USER_FIELDS)[number] =>
      (USER_FIELDS as readonly string[]).includes(column),
    );
  const values = Object.fromEntries(
    columns.filter((c) => reference[c] != null).map((c) => [c, reference[c]]),
  );
  if (Object.keys(values).length === 0) return [];
  return [
    tx.$with('own_record').as(
      tx
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.idUser, idUser)),
    ),
  ];
}

/** The recipient's and the sender's rows of the proposal, with what the steps say about each. */
function insertParties(
  tx: Tx,
  user: AuthUser,
  program: ProgramDetail,
  sections: ValidatedSection[],
  idUserReference: number,
) {
  const reference = sectionData(sections, 'reference');
  const referrerStep = sectionData(sections, 'referrer');
  const referrer = referrerStep ?? {};
  const r = reference ?? {};
  const newReference = tx.$with('new_reference').as(
    tx
      .insert(references)
      .values({
        idUser: idUserReference,
        distanceWithReference: num(r.distanceWithReference),
        idRelationshipWithReference: relationshipOf(r, referrerStep),
        reason: text(r.reason),
        trouble: text(r.trouble),
        troubleshooting: text(r.troubleshooting),
        residenceOwner: text(r.residenceOwner),
        deadDivorceLength: num(r.deadDivorceLength),
        socialMedia: text(r.socialMedia),
        provideFinance: bool(r.provideFinance),
        addressSameWithKTP: bool(r.addressSameWithKTP),
        numberOfChildren: num(r.numberOfChildren),
        lengthOfStay: num(r.lengthOfStay),
      })
      .returning({ idReference: references.idReference }),
  );
  const newReferrer = tx.$with('new_referrer').as(
    tx
      .insert(referrers)
      .values({
        idUser: user.idUser,
        distanceWithReference: num(referrer.distanceWithReference),
        idRelationshipWithReference: num(referrer.idRelationshipWithReference),
        reason: text(referrer.reason),
        idStatusResidence: num(referrer.idStatusResidence),
      })
      .returning({ idReferrer: referrers.idReferrer }),
  );
  const ownRecord =
    reference && idUserReference === user.idUser
      ? writeBackOwnRecord(tx, program, reference, user.idUser)
      : [];
  return {
    ctes: [...ownRecord, newReference, newReferrer],
    idReference: idFrom(newReference, newReference.idReference),
    idReferrer: idFrom(newReferrer, newReferrer.idReferrer),
  };
}

/** The programmes' first statuses, in order; a programme without any takes no proposals. */
function firstStatuses(state: SubmissionState): number[] {
  const statuses = state.firstStatuses;
  if (statuses.some((status) => status === null)) throw badRequest(proposalMessages.programClosed);
  return statuses as number[];
}

/** The uploads the documents step names. */
function wizardUploads(sections: ValidatedSection[]): number[] {
  const idDocuments = sectionData(sections, 'documents')?.idDocuments;
  return Array.isArray(idDocuments) ? idDocuments.filter((id) => Number.isSafeInteger(id)) : [];
}

/** Every step's validated data, and typed copies of the finance steps for verification and scoring. */
function insertSteps(tx: Tx, idProposal: SQL<number>, sections: ValidatedSection[]) {
  const idSection = (route: string) => sections.find((s) => s.route === route)?.idSection ?? 0;
  const rows = (route: string) => listData(sections, route);
  const base = (route: string) => ({ idProposal, idSection: idSection(route) });
  const stepRows = sections.map((s) => ({
    idProposal,
    idSection: s.idSection,
    route: s.route,
    data: s.data,
  }));
  const expenseRows = rows('expenses').map((e) => ({
    ...base('expenses'),
    idExpenseType: Number(e.idExpenseType),
    nominal: Number(e.nominal),
    description: text(e.description),
  }));
  const incomeRows = rows('incomes').map((i) => ({
    ...base('incomes'),
    idIncomeType: Number(i.idIncomeType),
    idFamily: num(i.idFamily),
    idJob: num(i.idJob),
    nominal: Number(i.nominal),
  }));
  const loanRows = rows('loans').map((l) => ({
    ...base('loans'),
    creditor: String(l.creditor),
    nominal: Number(l.nominal),
    usage: text(l.usage),
    description: text(l.description),
  }));
  const assetRows = rows('assets').map((a) => ({
    ...base('assets'),
    idAssetType: Number(a.idAssetType),
    name: text(a.name),
    size: text(a.size),
  }));
  // An insert needs a row: a step without any has no part in the statement.
  return [
    stepRows.length > 0 && tx.$with('new_sections').as(tx.insert(proposalSections).values(stepRows)),
    expenseRows.length > 0 && tx.$with('new_expenses').as(tx.insert(expenses).values(expenseRows)),
    incomeRows.length > 0 && tx.$with('new_incomes').as(tx.insert(incomes).values(incomeRows)),
    loanRows.length > 0 && tx.$with('new_loans').as(tx.insert(loans).values(loanRows)),
    assetRows.length > 0 && tx.$with('new_assets').as(tx.insert(assets).values(assetRows)),
  ].filter((cte) => cte !== false);
}

type NewProposal = {
  idProgram: number;
  idProposalStatus: number;
  submissionKey: string | null;
  idProposalParent: SQL<number> | null;
};
type Shared = {
  parties: { idReference: SQL<number>; idReferrer: SQL<number> };
  idUserReference: number;
  idTempProposal: number;
};

/**
 * A proposal's row. Its documents' completeness is computed as it is inserted, from the recipient's
 * own documents: none is attached to it yet.
 */
const insertProposal = (tx: Tx, name: string, shared: Shared, p: NewProposal) =>
  tx.$with(name).as(
    tx
      .insert(proposals)
      .values({
        ...p,
        ...shared.parties,
        idTempProposal: shared.idTempProposal,
        documentComplete: documentComplete(sql`${p.idProgram}`, null, sql`${shared.idUserReference}`),
      })
      .returning({ idProposal: proposals.idProposal }),
  );

/**
 * The proposal with its parties, its sub-programme proposals, their first status in the history,
 * the steps, the documents step's uploads and the draft marked sent: one statement, one round trip.
 * Its parts see each other only through the ids they return; what they read (the programme's
 * document rules, the recipient's documents) is as it was before the statement.
 */
async function insertSubmission(
  tx: Tx,
  user: AuthUser,
  { item, program, sections, children }: Checked,
  idUserReference: number,
  statuses: number[],
): Promise<number> {
  const parties = insertParties(tx, user, program, sections, idUserReference);
  const shared = { parties, idUserReference, idTempProposal: item.idTempProposal };
  const main = insertProposal(tx, 'new_proposal', shared, {
    idProgram: program.idProgram,
    idProposalStatus: statuses[0]!,
    submissionKey: item.submissionKey,
    idProposalParent: null,
  });
  const idProposal = idFrom(main, main.idProposal);
  const made = children.map((child, k) =>
    insertProposal(tx, `new_child_${k + 1}`, shared, {
      idProgram: child.idProgram,
      idProposalStatus: statuses[k + 1]!,
      submissionKey: null,
      idProposalParent: idProposal,
    }),
  );
  const history = tx.$with('new_history').as(
    tx.insert(proposalStatusHistory).values(
      [main, ...made].map((p, k) => ({
        idProposal: idFrom(p, p.idProposal),
        idProposalStatus: statuses[k]!,
        idUser: user.idUser,
      })),
    ),
  );
  const uploads = wizardUploads(sections);
  const attached =
    uploads.length > 0
      ? [tx.$with('attached').as(attachWizardDocuments(tx, user.idUser, idProposal, uploads))]
      : [];
  const sent = tx
    .$with('sent_draft')
    .as(
      tx
        .update(temporaryProposals)
        .set({ status: 'SUBMITTED', updatedAt: new Date() })
        .where(eq(temporaryProposals.idTempProposal, item.idTempProposal)),
    );
  const [created] = await tx
    .with(
      ...parties.ctes,
      main,
      ...made,
      history,
      ...insertSteps(tx, idProposal, sections),
      ...attached,
      sent,
    )
    .select({ idProposal: main.idProposal })
    .from(main);
  return created!.idProposal;
}

async function writeOne(tx: Tx, user: AuthUser, checked: Checked) {
  const { item, program, sections, children } = checked;
  const programs = [program, ...children];
  const state = await stateUnderLock(
    tx,
    item,
    programs.map((p) => p.idProgram),
  );
  const again = madeBefore(state, user);
  if (again) return { ...again, created: false };
  // Sent already under another key (a second tab): the draft must be filled in again first.
  if (state.draftStatus === 'SUBMITTED') throw conflict(proposalMessages.alreadySubmitted);
  for (const p of programs) await assertQuota(tx, p);
  const reference = sectionData(sections, 'reference');
  const idUserReference = await resolveReferenceUser(tx, user, reference, sectionData(sections, 'referrer'));
  const statuses = firstStatuses(state);
  const idProposal = await insertSubmission(tx, user, checked, idUserReference, statuses);
  // Its completeness was computed before the uploads became its own.
  if (wizardUploads(sections).length > 0) await refreshDocumentComplete(tx, idProposal);
  return { idProposal, created: true };
}

/**
 * POST /api/proposal/batch: every proposal checked first, then all written in one transaction, so
 * a failure leaves nothing half-written. A submission key seen before answers the proposal it
 * made; the sender's lock makes a concurrent double submit wait and then find it.
 */
export async function submitProposals(
  db: Db,
  user: AuthUser,
  items: SubmitProposalItem[],
  foundationName: string,
) {
  const states = await Promise.all(items.map((item) => stateBefore(db, item)));
  const seen = states.map((state) => madeBefore(state, user));
  if (seen.every((s) => s !== null))
    return { results: seen.map((s) => ({ idProposal: s!.idProposal })), created: false };
  const now = new Date();
  const checked: Checked[] = [];
  for (const [k, item] of items.entries())
    checked.push(await check(db, user, item, states[k]!, foundationName, now));
  const written = await db.transaction(async (tx) => {
    await lockSubmission(
      tx,
      user,
      checked.flatMap((c) => [c.program, ...c.children]),
    );
    const results = [];
    for (const c of checked) results.push(await writeOne(tx, user, c));
    return results;
  });
  return {
    results: written.map(({ idProposal }) => ({ idProposal })),
    created: written.some((w) => w.created),
  };
}
