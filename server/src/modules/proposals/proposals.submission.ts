import { RELATIONSHIP_SELF } from '@amal/contract/constants';
import { draftMessages } from '@amal/contract/drafts';
import { normalizeWhatsapp } from '@amal/contract/patterns';
import { DATABASE_PROPERTY_COLUMNS } from '@amal/contract/program-structure';
import type { ProgramDetail } from '@amal/contract/programs';
import { proposalMessages, type SubmitProposalItem } from '@amal/contract/proposals';
import { countsAgainstSixMonthRule, SIX_MONTH_RULE_MONTHS } from '@amal/contract/requirements';
import { userMessages } from '@amal/contract/users';
import { and, eq, gte, isNotNull, isNull, ne, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { xactLock } from '../../db/lock-keys.ts';
import {
  programProposalStatuses,
  proposalStatuses,
  proposals,
  references,
  referrers,
  temporaryProposals,
  users,
} from '../../db/schema/index.ts';
import { statement, type Transaction as Tx } from '../../db/statements.ts';
import type { AuthUser } from '../../lib/access.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { familyOnRecord } from '../family/family.service.ts';
import { recordOrganization } from '../organizations/organizations.proposal.ts';
import { getProgram, isScheduleFull } from '../programs/programs.service.ts';
import { recordBankAccount } from './proposals.bank-account.ts';
import { canNameAsReference } from './proposals.policy.ts';
import { checkSections } from './proposals.sections.ts';
import {
  type Checked,
  type Data,
  insertSubmission,
  isRecord,
  relationshipOf,
  sectionData,
  text,
} from './proposals.submission-write.ts';

// Advisory locks of submissions (namespaces in db/lock-keys.ts). A programme with a quota is locked
// so that concurrent submissions count each other; the sender is locked so that their concurrent
// submissions (a double tap, a second tab) see each other's key and draft. Submissions of different
// members to a programme without a quota do not wait for each other. The recipient, once known, is
// locked too: two members applying for the same person at the same moment (each under their own
// sender's lock) see each other's proposal before the check for an open one.

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
const submissionStateStatement = (db: Db | Tx) =>
  db
    .select({
      idProposal: proposals.idProposal,
      sender: referrers.idUser,
      draftOwner: temporaryProposals.idUser,
      draftProgram: temporaryProposals.idProgram,
      draftVersion: temporaryProposals.programVersion,
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
 * A prepared statement (building a Drizzle query costs a submission more CPU than most of its
 * checks), before the transaction on `db` and under the sender's lock on `tx`.
 */
const submissionState = (db: Db) =>
  statement(db, 'submission_state', (d) => submissionStateStatement(d).prepare('submission_state'));

async function stateBefore(db: Db, item: SubmitProposalItem) {
  const [state] = await submissionState(db).execute(stateValues(item, []));
  return state!;
}

/** Under the sender's lock, in the transaction, with the first status of each programme written. */
async function stateUnderLock(tx: Tx, item: SubmitProposalItem, idPrograms: number[]) {
  const [state] = await submissionStateStatement(tx)
    .prepare('submission_state')
    .execute(stateValues(item, idPrograms));
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

/**
 * The programmes of the person's proposals since a date that count as aid they applied for: those
 * they made themselves, accepted, or staff verified. A proposal someone else made for them counts
 * only then, so nobody can shut a member out of a programme by applying in their name.
 */
const programsSinceStatement = (db: Db) =>
  db
    .selectDistinct({ idProgram: proposals.idProgram })
    .from(proposals)
    .innerJoin(references, eq(references.idReference, proposals.idReference))
    .innerJoin(referrers, eq(referrers.idReferrer, proposals.idReferrer))
    .where(
      and(
        eq(references.idUser, sql.placeholder('idUser')),
        gte(proposals.createdAt, sql.placeholder('since')),
        or(
          eq(referrers.idUser, references.idUser),
          eq(proposals.recipientResponse, 'ACCEPTED'),
          isNotNull(proposals.verificationNumber),
        ),
        or(isNull(proposals.recipientResponse), ne(proposals.recipientResponse, 'DECLINED')),
      ),
    )
    .prepare('programs_since_counted');

/** Whether the person had a proposal in the last 6 months in a programme that counts against the rule. */
export async function hadAidInLast6Months(db: Db, idUser: number, now: Date): Promise<boolean> {
  const since = new Date(now);
  since.setMonth(since.getMonth() - SIX_MONTH_RULE_MONTHS);
  const rows = await statement(db, 'programs_since_counted', programsSinceStatement).execute({
    idUser,
    since,
  });
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
  // Checked against the form the draft was filled in (decision 0051); the proposal keeps its version.
  const program = await getProgram(db, item.idProgram, now, state.draftVersion ?? undefined);
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
    await tx.execute(xactLock('programmeQuota', id));
  }
  await tx.execute(xactLock('submissionSender', user.idUser));
}

/** The quota of the period that is running now, counted under the programme's lock. */
async function assertQuota(tx: Tx, program: ProgramDetail) {
  const schedule = program.programSchedule;
  if (!schedule || schedule.quota === null) return;
  if (await isScheduleFull(tx, program.idProgram, schedule.idProgramSchedule))
    throw badRequest(proposalMessages.quotaFull);
}

/**
 * The recipient's user: the one the step names (if the applicant may name them), the applicant
 * themselves, a member proved by NIP and WhatsApp together, a person the applicant recorded with
 * that number, or else a new person the applicant records. A WhatsApp number alone never reaches
 * someone else's record: anyone can type a number.
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
  const claimed = { nip: text(reference.nip), whatsappNumber: text(reference.whatsappNumber) };
  if (typeof reference.idUser === 'number') {
    const [person] = await tx.select().from(users).where(eq(users.idUser, reference.idUser));
    if (!person || !canNameAsReference(user, person, claimed))
      throw badRequest(userMessages.notFound, [{ path, message: userMessages.notFound }]);
    return person.idUser;
  }
  if (relationshipOf(reference, referrer) === RELATIONSHIP_SELF) return user.idUser;
  const whatsappNumber = normalizeWhatsapp(claimed.whatsappNumber ?? '');
  const known = await tx
    .select()
    .from(users)
    .where(and(eq(users.whatsappNumber, whatsappNumber), isNull(users.disabledAt)));
  const named = known.find((person) => canNameAsReference(user, person, claimed));
  if (named) return named.idUser;
  const fields = Object.fromEntries(
    DATABASE_PROPERTY_COLUMNS.filter((f) => reference[f] != null).map((f) => [f, reference[f]]),
  );
  const [created] = await tx
    .insert(users)
    .values({ ...fields, fullName: String(reference.fullName), whatsappNumber, createdBy: user.idUser })
    .returning({ idUser: users.idUser });
  return created!.idUser;
}

/**
 * Whether the recipient has a proposal still running in one of the programmes: its current status
 * is not final and the recipient did not decline it. Prepared once per connection.
 */
const openProposalStatement = (db: Db | Tx) =>
  db
    .select({ idProposal: proposals.idProposal })
    .from(proposals)
    .innerJoin(references, eq(references.idReference, proposals.idReference))
    .innerJoin(proposalStatuses, eq(proposalStatuses.idProposalStatus, proposals.idProposalStatus))
    .where(
      and(
        eq(references.idUser, sql.placeholder('idUser')),
        sql`${proposals.idProgram} = any(${sql.placeholder('idPrograms')}::int[])`,
        eq(proposalStatuses.final, false),
        or(isNull(proposals.recipientResponse), ne(proposals.recipientResponse, 'DECLINED')),
      ),
    )
    .limit(1)
    .prepare('open_proposal_of_recipient');

/**
 * A second application to a programme for the same recipient while one is still running is
 * refused (issue 32). Under the recipient's lock, so a concurrent one from another sender is seen.
 */
async function assertNoOpenProposal(tx: Tx, idUserReference: number, idPrograms: number[]) {
  await tx.execute(xactLock('submissionRecipient', idUserReference));
  const [open] = await openProposalStatement(tx).execute({ idUser: idUserReference, idPrograms });
  if (open) throw conflict(proposalMessages.openProposalExists);
}

/** The programmes' first statuses, in order; a programme without any takes no proposals. */
function firstStatuses(state: SubmissionState): number[] {
  const statuses = state.firstStatuses;
  if (statuses.some((status) => status === null)) throw badRequest(proposalMessages.programClosed);
  return statuses as number[];
}

/** The family step's members replaced by the rows the applicant saved under its KK (issue 32 item 5). */
async function withFamilyOnRecord(tx: Tx, user: AuthUser, checked: Checked): Promise<Checked> {
  const family = sectionData(checked.sections, 'family');
  if (typeof family?.nomorKK !== 'string') return checked;
  const onRecord = await familyOnRecord(tx, user.idUser, family.nomorKK);
  return {
    ...checked,
    sections: checked.sections.map((s) => (s.route === 'family' ? { ...s, data: onRecord } : s)),
  };
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
  const statuses = firstStatuses(state);
  const reference = sectionData(sections, 'reference');
  const idUserReference = await resolveReferenceUser(tx, user, reference, sectionData(sections, 'referrer'));
  await assertNoOpenProposal(
    tx,
    idUserReference,
    programs.map((p) => p.idProgram),
  );
  const idProposal = await insertSubmission(
    tx,
    user,
    await withFamilyOnRecord(tx, user, checked),
    idUserReference,
    statuses,
  );
  await recordBankAccount(tx, user, sectionData(sections, 'bank-account'), idProposal);
  await recordOrganization(tx, user, sectionData(sections, 'organization'), idProposal);
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
