import {
  type Assessment,
  type AssessmentCreate,
  type AssessmentSnapshot,
  type AssessmentUpdate,
  type AssessmentView,
  assessmentMessages,
  assessmentsMissing,
  snapshotOf,
} from '@amal/contract/assessment';
import { proposalMessages } from '@amal/contract/proposals';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  assessments,
  programs,
  proposalStatuses,
  proposals,
  references,
  users,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/access.ts';
import { recordAudit } from '../../lib/audit.ts';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { currentInputs, type Executor } from './assessment.inputs.ts';
import { canAssess, canReadAssessments, canRecompute, seesAllAssessments } from './assessment.policy.ts';
import { scoringRules } from './assessment.rules.ts';

/** The proposal as the assessment sees it, if the caller may read its assessments; else 404. */
async function assessableProposal(db: Executor, user: AuthUser, idProposal: number) {
  const [row] = await db
    .select({
      idProposal: proposals.idProposal,
      idProgram: proposals.idProgram,
      name: users.fullName,
      programName: programs.name,
      minimumAssesor: programs.minimumAssesor,
      hadKifayah: programs.hadKifayah,
      idProposalStatus: proposals.idProposalStatus,
      statusName: proposalStatuses.name,
      final: proposalStatuses.final,
    })
    .from(proposals)
    .innerJoin(programs, eq(programs.idProgram, proposals.idProgram))
    .innerJoin(proposalStatuses, eq(proposalStatuses.idProposalStatus, proposals.idProposalStatus))
    .innerJoin(references, eq(references.idReference, proposals.idReference))
    .innerJoin(users, eq(users.idUser, references.idUser))
    .where(eq(proposals.idProposal, idProposal));
  if (!row || !canReadAssessments(user, row.idProgram)) throw notFound(proposalMessages.notFound);
  return row;
}

const assessmentColumns = {
  row: assessments,
  fullName: users.fullName,
};
type AssessmentRow = { row: typeof assessments.$inferSelect; fullName: string };

const selectAssessments = (db: Executor) =>
  db.select(assessmentColumns).from(assessments).innerJoin(users, eq(users.idUser, assessments.idUser));

function present({ row, fullName }: AssessmentRow): Assessment {
  return {
    idVerificationAssesor: row.idVerificationAssesor,
    idProposal: row.idProposal,
    assessor: { idUser: row.idUser, fullName },
    recommendation: row.recommendation,
    note: row.note,
    snapshot: {
      ruleVersion: row.ruleVersion,
      inputs: row.inputs,
      result: row.result,
      computedAt: row.updatedAt.toISOString(),
    },
    recomputation: row.recomputation ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Today's inputs of the proposal scored under the current rules. */
async function scoreNow(db: Executor, proposal: { idProposal: number; hadKifayah: number }, at: Date) {
  return snapshotOf(await currentInputs(db, proposal), at, scoringRules.current());
}

/** GET /api/verificationassesor/proposal/{idProposal}. */
export async function assessmentView(db: Db, user: AuthUser, idProposal: number): Promise<AssessmentView> {
  const proposal = await assessableProposal(db, user, idProposal);
  const rule = scoringRules.current();
  const [current, rows] = await Promise.all([
    scoreNow(db, proposal, new Date()),
    selectAssessments(db)
      .where(eq(assessments.idProposal, idProposal))
      .orderBy(asc(assessments.createdAt), asc(assessments.idVerificationAssesor)),
  ]);
  const own = rows.find((r) => r.row.idUser === user.idUser);
  return {
    idProposal,
    name: proposal.name,
    program: {
      idProgram: proposal.idProgram,
      name: proposal.programName,
      minimumAssesor: proposal.minimumAssesor,
      hadKifayah: proposal.hadKifayah,
    },
    status: { idProposalStatus: proposal.idProposalStatus, name: proposal.statusName, final: proposal.final },
    current,
    currentRule: { version: rule.version, description: rule.description },
    own: own ? present(own) : null,
    count: rows.length,
    missing: assessmentsMissing(rows.length, proposal.minimumAssesor),
    assessments: seesAllAssessments(user, proposal.idProgram) ? rows.map(present) : [],
    canAssess: canAssess(user, proposal.idProgram) && !proposal.final,
  };
}

/** The caller may write an assessment of this proposal: an assessor of it, and it is not decided. */
function assertWritable(user: AuthUser, proposal: { idProgram: number; final: boolean }) {
  if (!canAssess(user, proposal.idProgram)) throw forbidden(assessmentMessages.notAssessor);
  if (proposal.final) throw conflict(assessmentMessages.decided);
}

const auditOf = (snapshot: AssessmentSnapshot, judgement: { recommendation: string; note: string }) => ({
  ...judgement,
  ruleVersion: snapshot.ruleVersion,
  total: snapshot.result.total,
});

async function reload(tx: Executor, idVerificationAssesor: number) {
  const [saved] = await selectAssessments(tx).where(
    eq(assessments.idVerificationAssesor, idVerificationAssesor),
  );
  return present(saved!);
}

/**
 * POST /api/verificationassesor: the caller's assessment, kept with a snapshot of what it was made
 * on. One per assessor and proposal: a repeat (a retry after a lost answer) replaces it.
 */
export function createAssessment(db: Db, user: AuthUser, body: AssessmentCreate): Promise<Assessment> {
  return db.transaction(async (tx) => {
    const proposal = await assessableProposal(tx, user, body.idProposal);
    assertWritable(user, proposal);
    const now = new Date();
    const snapshot = await scoreNow(tx, proposal, now);
    const values = {
      recommendation: body.recommendation,
      note: body.note,
      ruleVersion: snapshot.ruleVersion,
      inputs: snapshot.inputs,
      result: snapshot.result,
      recomputation: null,
      recomputedBy: null,
      updatedAt: now,
    };
    const [saved] = await tx
      .insert(assessments)
      .values({ ...values, idProposal: body.idProposal, idUser: user.idUser, createdAt: now })
      .onConflictDoUpdate({ target: [assessments.idProposal, assessments.idUser], set: values })
      .returning({ id: assessments.idVerificationAssesor });
    await recordAudit(tx, {
      idUser: user.idUser,
      action: 'assessment.save',
      idProposal: body.idProposal,
      after: auditOf(snapshot, body),
    });
    return reload(tx, saved!.id);
  });
}

/** An assessment and its proposal, if the caller may read the proposal's assessments; else 404. */
async function assessmentOf(tx: Executor, user: AuthUser, idVerificationAssesor: number) {
  const [row] = await tx
    .select()
    .from(assessments)
    .where(eq(assessments.idVerificationAssesor, idVerificationAssesor))
    .for('update');
  if (!row) throw notFound(assessmentMessages.notFound);
  const proposal = await assessableProposal(tx, user, row.idProposal).catch(() => {
    throw notFound(assessmentMessages.notFound);
  });
  return { row, proposal };
}

/** PATCH /api/verificationassesor: the caller's own assessment changed, with a fresh snapshot. */
export function updateAssessment(db: Db, user: AuthUser, body: AssessmentUpdate): Promise<Assessment> {
  return db.transaction(async (tx) => {
    const { row, proposal } = await assessmentOf(tx, user, body.idVerificationAssesor);
    if (row.idUser !== user.idUser) throw forbidden(assessmentMessages.notYours);
    assertWritable(user, proposal);
    const now = new Date();
    const snapshot = await scoreNow(tx, proposal, now);
    await tx
      .update(assessments)
      .set({
        recommendation: body.recommendation,
        note: body.note,
        ruleVersion: snapshot.ruleVersion,
        inputs: snapshot.inputs,
        result: snapshot.result,
        recomputation: null,
        recomputedBy: null,
        updatedAt: now,
      })
      .where(eq(assessments.idVerificationAssesor, row.idVerificationAssesor));
    await recordAudit(tx, {
      idUser: user.idUser,
      action: 'assessment.save',
      idProposal: row.idProposal,
      before: {
        recommendation: row.recommendation,
        note: row.note,
        ruleVersion: row.ruleVersion,
        total: row.result.total,
      },
      after: auditOf(snapshot, body),
    });
    return reload(tx, row.idVerificationAssesor);
  });
}

/**
 * POST /api/verificationassesor/{id}/recompute: today's inputs under the current rules, kept beside
 * the assessment's snapshot, which stays as it was made (decision 0044).
 */
export function recomputeAssessment(db: Db, user: AuthUser, idVerificationAssesor: number) {
  return db.transaction(async (tx) => {
    const { row, proposal } = await assessmentOf(tx, user, idVerificationAssesor);
    if (!canRecompute(user, proposal.idProgram)) throw notFound(assessmentMessages.notFound);
    const recomputation = await scoreNow(tx, proposal, new Date());
    await tx
      .update(assessments)
      .set({ recomputation, recomputedBy: user.idUser })
      .where(eq(assessments.idVerificationAssesor, idVerificationAssesor));
    await recordAudit(tx, {
      idUser: user.idUser,
      action: 'assessment.recompute',
      idProposal: row.idProposal,
      before: { ruleVersion: row.ruleVersion, total: row.result.total },
      after: { ruleVersion: recomputation.ruleVersion, total: recomputation.result.total },
    });
    return reload(tx, idVerificationAssesor);
  });
}
