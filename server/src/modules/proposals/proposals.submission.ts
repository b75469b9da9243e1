import { RELATIONSHIP_SELF } from '@amal/contract/constants';
import { draftMessages } from '@amal/contract/drafts';
import { normalizeWhatsapp } from '@amal/contract/patterns';
import type { ProgramDetail } from '@amal/contract/programs';
import { proposalMessages, type SubmitProposalItem } from '@amal/contract/proposals';
import { countsAgainstSixMonthRule, SIX_MONTH_RULE_MONTHS } from '@amal/contract/requirements';
import { userMessages } from '@amal/contract/users';
import { and, asc, count, eq, gte, lte, sql } from 'drizzle-orm';
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
import type { AuthUser } from '../../lib/access.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { getProgram } from '../programs/programs.service.ts';
import { attachWizardDocuments, refreshDocumentComplete } from './proposals.documents.ts';
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

async function existingSubmission(db: Db | Tx, user: AuthUser, submissionKey: string) {
  const [found] = await db
    .select({ idProposal: proposals.idProposal, idUser: referrers.idUser })
    .from(proposals)
    .innerJoin(referrers, eq(referrers.idReferrer, proposals.idReferrer))
    .where(eq(proposals.submissionKey, submissionKey));
  // A key is the browser's secret for one draft: another user's key is a conflict, never a read.
  if (found && found.idUser !== user.idUser) throw conflict();
  return found ? { idProposal: found.idProposal } : null;
}

/** Whether the person had a proposal in the last 6 months in a programme that counts against the rule. */
async function hadAidInLast6Months(db: Db, idUser: number, now: Date): Promise<boolean> {
  const since = new Date(now);
  since.setMonth(since.getMonth() - SIX_MONTH_RULE_MONTHS);
  const rows = await db
    .selectDistinct({ idProgram: proposals.idProgram })
    .from(proposals)
    .innerJoin(references, eq(references.idReference, proposals.idReference))
    .where(and(eq(references.idUser, idUser), gte(proposals.createdAt, since)));
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

async function loadDraft(db: Db, user: AuthUser, item: SubmitProposalItem) {
  const [draft] = await db
    .select()
    .from(temporaryProposals)
    .where(eq(temporaryProposals.idTempProposal, item.idTempProposal));
  if (!draft || draft.idUser !== user.idUser || draft.idProgram !== item.idProgram) {
    throw notFound(draftMessages.notFound, [{ path: 'idTempProposal', message: draftMessages.notFound }]);
  }
}

/** Everything that can be checked before writing: programme open, draft the caller's, every step valid. */
async function check(db: Db, user: AuthUser, item: SubmitProposalItem, foundationName: string, now: Date) {
  const program = await getProgram(db, item.idProgram, now);
  if (!program.open) throw badRequest(proposalMessages.programClosed);
  await loadDraft(db, user, item);
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

/**
 * The reference step's properties whose source is "database" are columns of the recipient's user
 * record (spec §3): written back when that record is the applicant's own, never someone else's.
 */
async function writeBackOwnRecord(tx: Tx, program: ProgramDetail, reference: Data, idUser: number) {
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
  if (Object.keys(values).length === 0) return;
  await tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.idUser, idUser));
}

async function insertParties(tx: Tx, user: AuthUser, program: ProgramDetail, sections: ValidatedSection[]) {
  const reference = sectionData(sections, 'reference');
  const referrerStep = sectionData(sections, 'referrer');
  const referrer = referrerStep ?? {};
  const idUserReference = await resolveReferenceUser(tx, user, reference, referrerStep);
  if (reference && idUserReference === user.idUser)
    await writeBackOwnRecord(tx, program, reference, user.idUser);
  const r = reference ?? {};
  const [createdReference] = await tx
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
    .returning({ idReference: references.idReference });
  const [createdReferrer] = await tx
    .insert(referrers)
    .values({
      idUser: user.idUser,
      distanceWithReference: num(referrer.distanceWithReference),
      idRelationshipWithReference: num(referrer.idRelationshipWithReference),
      reason: text(referrer.reason),
      idStatusResidence: num(referrer.idStatusResidence),
    })
    .returning({ idReferrer: referrers.idReferrer });
  return { idReference: createdReference!.idReference, idReferrer: createdReferrer!.idReferrer };
}

async function firstStatus(tx: Tx, idProgram: number): Promise<number> {
  const [first] = await tx
    .select({ idProposalStatus: programProposalStatuses.idProposalStatus })
    .from(programProposalStatuses)
    .where(eq(programProposalStatuses.idProgram, idProgram))
    .orderBy(asc(programProposalStatuses.order))
    .limit(1);
  if (!first) throw badRequest(proposalMessages.programClosed);
  return first.idProposalStatus;
}

/** Typed copies of the finance steps, so verification and scoring can query them. */
async function insertFinances(tx: Tx, idProposal: number, sections: ValidatedSection[]) {
  const idSection = (route: string) => sections.find((s) => s.route === route)?.idSection ?? 0;
  const rows = (route: string) => listData(sections, route);
  const base = (route: string) => ({ idProposal, idSection: idSection(route) });
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
  if (expenseRows.length > 0) await tx.insert(expenses).values(expenseRows);
  if (incomeRows.length > 0) await tx.insert(incomes).values(incomeRows);
  if (loanRows.length > 0) await tx.insert(loans).values(loanRows);
  if (assetRows.length > 0) await tx.insert(assets).values(assetRows);
}

type NewProposal = {
  idProgram: number;
  parties: { idReference: number; idReferrer: number };
  idTempProposal: number;
  submissionKey: string | null;
  idProposalParent: number | null;
};

async function insertProposal(tx: Tx, user: AuthUser, p: NewProposal): Promise<number> {
  const idProposalStatus = await firstStatus(tx, p.idProgram);
  const [created] = await tx
    .insert(proposals)
    .values({
      idProgram: p.idProgram,
      ...p.parties,
      idTempProposal: p.idTempProposal,
      submissionKey: p.submissionKey,
      idProposalParent: p.idProposalParent,
      idProposalStatus,
    })
    .returning({ idProposal: proposals.idProposal });
  const idProposal = created!.idProposal;
  await tx.insert(proposalStatusHistory).values({ idProposal, idProposalStatus, idUser: user.idUser });
  await refreshDocumentComplete(tx, idProposal);
  return idProposal;
}

async function writeOne(tx: Tx, user: AuthUser, { item, program, sections, children }: Checked) {
  const again = await existingSubmission(tx, user, item.submissionKey);
  if (again) return { ...again, created: false };
  const [draft] = await tx
    .select({ status: temporaryProposals.status })
    .from(temporaryProposals)
    .where(eq(temporaryProposals.idTempProposal, item.idTempProposal));
  // Sent already under another key (a second tab): the draft must be filled in again first.
  if (draft?.status === 'SUBMITTED') throw conflict(proposalMessages.alreadySubmitted);
  for (const p of [program, ...children]) await assertQuota(tx, p);
  const parties = await insertParties(tx, user, program, sections);
  const common = { parties, idTempProposal: item.idTempProposal };
  const idProposal = await insertProposal(tx, user, {
    ...common,
    idProgram: program.idProgram,
    submissionKey: item.submissionKey,
    idProposalParent: null,
  });
  if (sections.length > 0) {
    await tx
      .insert(proposalSections)
      .values(sections.map((s) => ({ idProposal, idSection: s.idSection, route: s.route, data: s.data })));
  }
  await insertFinances(tx, idProposal, sections);
  // The documents step's uploads become the proposal's, in the same transaction.
  const idDocuments = sectionData(sections, 'documents')?.idDocuments;
  if (Array.isArray(idDocuments) && idDocuments.length > 0) {
    await attachWizardDocuments(tx, user.idUser, idProposal, idDocuments.filter(Number.isSafeInteger));
    await refreshDocumentComplete(tx, idProposal);
  }
  for (const child of children) {
    await insertProposal(tx, user, {
      ...common,
      idProgram: child.idProgram,
      submissionKey: null,
      idProposalParent: idProposal,
    });
  }
  await tx
    .update(temporaryProposals)
    .set({ status: 'SUBMITTED', updatedAt: new Date() })
    .where(eq(temporaryProposals.idTempProposal, item.idTempProposal));
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
  const seen = await Promise.all(items.map((item) => existingSubmission(db, user, item.submissionKey)));
  if (seen.every((s) => s !== null))
    return { results: seen.map((s) => ({ idProposal: s!.idProposal })), created: false };
  const now = new Date();
  const checked: Checked[] = [];
  for (const item of items) checked.push(await check(db, user, item, foundationName, now));
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
