import { proposalMessages } from '@amal/contract/proposals';
import {
  type BulkStatusChange,
  type BulkStatusChangeResponse,
  movesPastAssessment,
  type ProgramStatus,
  type StatusChange,
  statusChoices,
  statusDecisionMessages,
} from '@amal/contract/status-decisions';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  assessments,
  programProposalStatuses,
  programs,
  proposalStatuses,
  proposalStatusHistory,
  proposals,
  roleProposalStatuses,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/access.ts';
import { recordAudit } from '../../lib/audit.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import { canReadOnDesk } from '../desk/desk.policy.ts';
import { notifyStatusChange } from '../notifications/notifications.outbox.ts';
import { canDecideStatus, decidingRoles } from './status-decisions.policy.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A programme's statuses in their order. */
export async function programStatuses(db: Db | Tx, idProgram: number): Promise<ProgramStatus[]> {
  return db
    .select({
      idProposalStatus: programProposalStatuses.idProposalStatus,
      name: proposalStatuses.name,
      order: programProposalStatuses.order,
    })
    .from(programProposalStatuses)
    .innerJoin(
      proposalStatuses,
      eq(proposalStatuses.idProposalStatus, programProposalStatuses.idProposalStatus),
    )
    .where(eq(programProposalStatuses.idProgram, idProgram))
    .orderBy(asc(programProposalStatuses.order));
}

/** The statuses the role-status mapping lets the caller set in a programme; null: all (super admin). */
export async function allowedStatuses(db: Db | Tx, user: AuthUser, idProgram: number) {
  const roles = decidingRoles(user, idProgram);
  if (roles === null) return null;
  if (roles.length === 0) return new Set<number>();
  const rows = await db
    .select({ idProposalStatus: roleProposalStatuses.idProposalStatus })
    .from(roleProposalStatuses)
    .where(inArray(roleProposalStatuses.idRole, roles));
  return new Set(rows.map((row) => row.idProposalStatus));
}

type Decision = { idProposalStatus: number; verificationNumber?: string; note?: string; version?: number };

/** Checks and writes one decision inside the caller's transaction: status, history and audit together. */
async function decide(tx: Tx, user: AuthUser, idProposal: number, decision: Decision) {
  const [proposal] = await tx
    .select({
      idProgram: proposals.idProgram,
      idProposalStatus: proposals.idProposalStatus,
      verificationNumber: proposals.verificationNumber,
      version: proposals.version,
    })
    .from(proposals)
    .where(eq(proposals.idProposal, idProposal))
    .for('update');
  if (!proposal || !canReadOnDesk(user, proposal.idProgram)) throw notFound(proposalMessages.notFound);
  if (!canDecideStatus(user, proposal.idProgram)) throw forbidden(statusDecisionMessages.notAllowed);
  const flow = await programStatuses(tx, proposal.idProgram);
  const choices = statusChoices(flow, await allowedStatuses(tx, user, proposal.idProgram));
  const choice = choices.find((c) => c.idProposalStatus === decision.idProposalStatus);
  if (!choice) throw forbidden(statusDecisionMessages.notAllowed);
  if (decision.version !== undefined && decision.version !== proposal.version)
    throw conflict(statusDecisionMessages.changedMeanwhile);
  if (decision.idProposalStatus === proposal.idProposalStatus)
    throw badRequest(statusDecisionMessages.sameStatus, [
      { path: 'idProposalStatus', message: statusDecisionMessages.sameStatus },
    ]);
  if (movesPastAssessment(flow, proposal.idProposalStatus, decision.idProposalStatus))
    await refuseMissingAssessments(tx, proposal.idProgram, idProposal);
  const verificationNumber = decision.verificationNumber ?? proposal.verificationNumber;
  if (choice.requiresVerificationNumber && !decision.verificationNumber)
    throw badRequest(statusDecisionMessages.verificationNumberRequired, [
      { path: 'verificationNumber', message: statusDecisionMessages.verificationNumberRequired },
    ]);
  if (verificationNumber && verificationNumber !== proposal.verificationNumber)
    await refuseTakenNumber(tx, proposal.idProgram, idProposal, verificationNumber);

  const [updated] = await tx
    .update(proposals)
    .set({
      idProposalStatus: decision.idProposalStatus,
      verificationNumber,
      version: proposal.version + 1,
    })
    .where(eq(proposals.idProposal, idProposal))
    .returning({ version: proposals.version });
  await tx.insert(proposalStatusHistory).values({
    idProposal,
    idProposalStatus: decision.idProposalStatus,
    idUser: user.idUser,
    fromStatus: proposal.idProposalStatus,
    note: decision.note ?? null,
  });
  await recordAudit(tx, {
    idUser: user.idUser,
    action: 'proposal.status',
    idProposal,
    before: { idProposalStatus: proposal.idProposalStatus, verificationNumber: proposal.verificationNumber },
    after: { idProposalStatus: decision.idProposalStatus, verificationNumber, note: decision.note ?? null },
  });
  const name = choice.label.slice(`${choice.idProposalStatus} - `.length);
  // The applicant's WhatsApp message, in this transaction: it exists only if the change does.
  await notifyStatusChange(tx, {
    idProposal,
    idProposalStatus: decision.idProposalStatus,
    statusName: name,
    version: updated!.version,
  });
  return {
    idProposal,
    idProposalStatus: decision.idProposalStatus,
    name,
    verificationNumber,
    version: updated!.version,
  };
}

/** The programme's minimumAssesor and how many of them the proposal still lacks. */
export async function assessmentShortfall(db: Db | Tx, idProgram: number, idProposal: number) {
  const [program] = await db
    .select({ minimumAssesor: programs.minimumAssesor })
    .from(programs)
    .where(eq(programs.idProgram, idProgram));
  const [made] = await db
    .select({ n: count() })
    .from(assessments)
    .where(eq(assessments.idProposal, idProposal));
  const minimum = program?.minimumAssesor ?? 0;
  return { minimum, missing: minimum - (made?.n ?? 0) };
}

/** Issue 36: past assessment only with the programme's minimumAssesor assessments, naming how many are missing. */
async function refuseMissingAssessments(tx: Tx, idProgram: number, idProposal: number) {
  const { minimum, missing } = await assessmentShortfall(tx, idProgram, idProposal);
  if (missing > 0) {
    const message = statusDecisionMessages.assessmentsMissing(missing, minimum);
    throw badRequest(message, [{ path: 'idProposalStatus', message }]);
  }
}

async function refuseTakenNumber(tx: Tx, idProgram: number, idProposal: number, verificationNumber: string) {
  const [taken] = await tx
    .select({ idProposal: proposals.idProposal })
    .from(proposals)
    .where(
      and(
        eq(proposals.idProgram, idProgram),
        eq(proposals.verificationNumber, verificationNumber),
        ne(proposals.idProposal, idProposal),
      ),
    );
  if (taken)
    throw conflict(statusDecisionMessages.verificationNumberTaken, [
      { path: 'verificationNumber', message: statusDecisionMessages.verificationNumberTaken },
    ]);
}

/** PATCH /api/proposal/admin/{idProposal}/status: one decision on the version the person saw. */
export const changeStatus = (db: Db, user: AuthUser, idProposal: number, change: StatusChange) =>
  db.transaction((tx) => decide(tx, user, idProposal, change));

/** POST /api/proposals/admin/status: each row checked and written on its own; the answer says which moved. */
export async function changeMany(
  db: Db,
  user: AuthUser,
  input: BulkStatusChange,
): Promise<BulkStatusChangeResponse> {
  const answer: BulkStatusChangeResponse = { moved: [], refused: [] };
  for (const idProposal of new Set(input.idProposals)) {
    try {
      await db.transaction((tx) =>
        decide(tx, user, idProposal, { idProposalStatus: input.idProposalStatus, note: input.note }),
      );
      answer.moved.push(idProposal);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      answer.refused.push({ idProposal, message: error.message });
    }
  }
  return answer;
}
