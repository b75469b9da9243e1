import { proposalMessages } from '@amal/contract/proposals';
import {
  type OpenRevision,
  PROPOSAL_STATUS_RETURNED,
  type Resubmit,
  type RevisionRecord,
  revisionMessages,
  type SendBack,
} from '@amal/contract/revisions';
import { statusDecisionMessages } from '@amal/contract/status-decisions';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  programSections,
  proposalRevisions,
  proposalSections,
  proposalStatuses,
  proposalStatusHistory,
  proposals,
  references,
  referrers,
  users,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/access.ts';
import { recordAudit } from '../../lib/audit.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { canReadOnDesk } from '../desk/desk.policy.ts';
import { familyOnRecord } from '../family/family.service.ts';
import { notifySendBack } from '../notifications/notifications.outbox.ts';
import { getProgram } from '../programs/programs.service.ts';
import { stepsAt } from '../programs/programs.structure.ts';
import { checkSteps, type ValidatedSection } from '../proposals/proposals.sections.ts';
import { hadAidInLast6Months } from '../proposals/proposals.submission.ts';
import { rewriteSteps } from '../proposals/proposals.submission-write.ts';
import { canCorrect, canSendBack } from './revisions.policy.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const lockProposal = async (tx: Tx, idProposal: number) => {
  const [row] = await tx
    .select({
      idProgram: proposals.idProgram,
      idProposalStatus: proposals.idProposalStatus,
      version: proposals.version,
      programVersion: proposals.programVersion,
      referrerIdUser: referrers.idUser,
    })
    .from(proposals)
    .innerJoin(referrers, eq(referrers.idReferrer, proposals.idReferrer))
    .where(eq(proposals.idProposal, idProposal))
    .for('update', { of: proposals });
  return row;
};

/** POST /api/proposal/admin/{idProposal}/send-back: status 33 with a note per reopened section. */
export async function sendBack(db: Db, user: AuthUser, idProposal: number, input: SendBack) {
  return db.transaction(async (tx) => {
    const proposal = await lockProposal(tx, idProposal);
    if (!proposal || !canReadOnDesk(user, proposal.idProgram)) throw notFound(proposalMessages.notFound);
    if (!canSendBack(user, proposal.idProgram)) throw forbidden(statusDecisionMessages.notAllowed);
    if (input.version !== proposal.version) throw conflict(statusDecisionMessages.changedMeanwhile);
    if (proposal.idProposalStatus === PROPOSAL_STATUS_RETURNED)
      throw conflict(statusDecisionMessages.sameStatus);
    const steps = await tx
      .select({ route: programSections.route })
      .from(programSections)
      .where(and(eq(programSections.idProgram, proposal.idProgram), stepsAt(proposal.programVersion)));
    const errors = input.notes.flatMap((note, k) =>
      steps.some((step) => step.route === note.route)
        ? []
        : [{ path: `notes.${k}.route`, message: revisionMessages.sectionNotInProposal }],
    );
    if (errors.length > 0) throw badRequest(revisionMessages.sectionNotInProposal, errors);

    const [updated] = await tx
      .update(proposals)
      .set({ idProposalStatus: PROPOSAL_STATUS_RETURNED, version: proposal.version + 1 })
      .where(eq(proposals.idProposal, idProposal))
      .returning({ version: proposals.version, verificationNumber: proposals.verificationNumber });
    await tx.insert(proposalStatusHistory).values({
      idProposal,
      idProposalStatus: PROPOSAL_STATUS_RETURNED,
      idUser: user.idUser,
      fromStatus: proposal.idProposalStatus,
      note: input.notes.map((n) => `${n.route}: ${n.note}`).join('\n'),
    });
    await tx.insert(proposalRevisions).values({
      idProposal,
      idUser: user.idUser,
      notes: input.notes,
      fromStatus: proposal.idProposalStatus,
    });
    await recordAudit(tx, {
      idUser: user.idUser,
      action: 'proposal.send-back',
      idProposal,
      before: { idProposalStatus: proposal.idProposalStatus },
      after: { idProposalStatus: PROPOSAL_STATUS_RETURNED, notes: input.notes },
    });
    // The applicant's WhatsApp message naming the sections, in this transaction.
    await notifySendBack(tx, {
      idProposal,
      version: updated!.version,
      routes: input.notes.map((n) => n.route),
    });
    const [status] = await tx
      .select({ name: proposalStatuses.name })
      .from(proposalStatuses)
      .where(eq(proposalStatuses.idProposalStatus, PROPOSAL_STATUS_RETURNED));
    return {
      idProposal,
      idProposalStatus: PROPOSAL_STATUS_RETURNED,
      name: status!.name,
      verificationNumber: updated!.verificationNumber,
      version: updated!.version,
    };
  });
}

const openRevisionOf = async (db: Db | Tx, idProposal: number) => {
  const [revision] = await db
    .select()
    .from(proposalRevisions)
    .where(and(eq(proposalRevisions.idProposal, idProposal), isNull(proposalRevisions.resubmittedAt)))
    .orderBy(desc(proposalRevisions.createdAt))
    .limit(1);
  return revision;
};

const storedSections = async (db: Db | Tx, idProposal: number) =>
  Object.fromEntries(
    (
      await db
        .select({ route: proposalSections.route, data: proposalSections.data })
        .from(proposalSections)
        .where(eq(proposalSections.idProposal, idProposal))
    ).map((s) => [s.route, s.data]),
  ) as Record<string, unknown>;

/** The proposal sent back to the caller, or 404 for anyone else and for a proposal not sent back. */
async function returnedTo(db: Db | Tx, user: AuthUser, idProposal: number) {
  const [row] = await db
    .select({
      idProgram: proposals.idProgram,
      idProposalStatus: proposals.idProposalStatus,
      version: proposals.version,
      programVersion: proposals.programVersion,
      referrerIdUser: referrers.idUser,
      referenceIdUser: references.idUser,
    })
    .from(proposals)
    .innerJoin(referrers, eq(referrers.idReferrer, proposals.idReferrer))
    .innerJoin(references, eq(references.idReference, proposals.idReference))
    .where(eq(proposals.idProposal, idProposal));
  if (!row || !canCorrect(user, row)) throw notFound(proposalMessages.notFound);
  const revision = await openRevisionOf(db, idProposal);
  if (row.idProposalStatus !== PROPOSAL_STATUS_RETURNED || !revision)
    throw notFound(revisionMessages.notReturned);
  return { proposal: row, revision };
}

/** GET /api/proposal/revision/{idProposal}: the notes and the sections as submitted. */
export async function openRevision(db: Db, user: AuthUser, idProposal: number): Promise<OpenRevision> {
  const { proposal, revision } = await returnedTo(db, user, idProposal);
  return {
    idProposal,
    idProgram: proposal.idProgram,
    programVersion: proposal.programVersion,
    notes: revision.notes as OpenRevision['notes'],
    sections: await storedSections(db, idProposal),
  };
}

/** The family step keeps the rows the applicant saved under its KK, as a submission does (decision 0032). */
async function withFamilyOnRecord(tx: Tx, user: AuthUser, sections: ValidatedSection[]) {
  const result: ValidatedSection[] = [];
  for (const section of sections) {
    const data = section.data as { nomorKK?: unknown } | null;
    result.push(
      section.route === 'family' && typeof data?.nomorKK === 'string'
        ? { ...section, data: await familyOnRecord(tx, user.idUser, data.nomorKK) }
        : section,
    );
  }
  return result;
}

/**
 * PATCH /api/proposal/revision/{idProposal}: exactly the reopened sections, checked with the
 * submission's rules, written in place; the earlier ones kept by the revision; the proposal returns
 * to the status it had when it was sent back.
 */
export async function resubmit(
  db: Db,
  user: AuthUser,
  idProposal: number,
  input: Resubmit,
  foundationName: string,
) {
  const { proposal, revision } = await returnedTo(db, user, idProposal);
  const routes = (revision.notes as { route: string }[]).map((note) => note.route);
  const extra = Object.keys(input.sections).filter((route) => !routes.includes(route));
  if (extra.length > 0)
    throw badRequest(
      revisionMessages.onlyReopened,
      extra.map((route) => ({ path: `sections.${route}`, message: revisionMessages.onlyReopened })),
    );
  const program = await getProgram(db, proposal.idProgram, new Date(), proposal.programVersion);
  const now = new Date();
  const checked = checkSteps(program, input.sections, routes, {
    foundationName,
    hasFoundationAidInLast6Months: await hadAidInLast6Months(db, proposal.referenceIdUser, now),
    now,
  });
  if (checked.errors.length > 0) throw badRequest(checked.errors[0]!.message, checked.errors);

  return db.transaction(async (tx) => {
    const locked = await lockProposal(tx, idProposal);
    const open = await openRevisionOf(tx, idProposal);
    if (
      locked?.idProposalStatus !== PROPOSAL_STATUS_RETURNED ||
      open?.idProposalRevision !== revision.idProposalRevision
    )
      throw conflict(revisionMessages.notReturned);
    const sections = await withFamilyOnRecord(tx, user, checked.sections);
    const stored = await storedSections(tx, idProposal);
    await rewriteSteps(tx, idProposal, sections);
    await tx
      .update(proposals)
      .set({ idProposalStatus: revision.fromStatus, version: locked.version + 1 })
      .where(eq(proposals.idProposal, idProposal));
    await tx.insert(proposalStatusHistory).values({
      idProposal,
      idProposalStatus: revision.fromStatus,
      idUser: user.idUser,
      fromStatus: PROPOSAL_STATUS_RETURNED,
      note: revisionMessages.resubmitted,
    });
    await tx
      .update(proposalRevisions)
      .set({
        sectionsBefore: Object.fromEntries(routes.map((route) => [route, stored[route] ?? null])),
        sectionsAfter: Object.fromEntries(sections.map((s) => [s.route, s.data])),
        resubmittedAt: now,
      })
      .where(eq(proposalRevisions.idProposalRevision, revision.idProposalRevision));
    return { idProposal, idProposalStatus: revision.fromStatus };
  });
}

const sentBy = alias(users, 'sent_by');

/** Every send-back of a proposal, oldest first, with each corrected section before and after. */
export async function revisionsOf(db: Db, idProposal: number): Promise<RevisionRecord[]> {
  const rows = await db
    .select({ revision: proposalRevisions, by: sentBy.fullName })
    .from(proposalRevisions)
    .leftJoin(sentBy, eq(sentBy.idUser, proposalRevisions.idUser))
    .where(eq(proposalRevisions.idProposal, idProposal))
    .orderBy(asc(proposalRevisions.createdAt), asc(proposalRevisions.idProposalRevision));
  return rows.map(({ revision, by }) => ({
    createdAt: revision.createdAt.toISOString(),
    by,
    notes: revision.notes as RevisionRecord['notes'],
    resubmittedAt: revision.resubmittedAt?.toISOString() ?? null,
    changes: revision.resubmittedAt
      ? (revision.notes as { route: string }[]).map(({ route }) => ({
          route,
          before: revision.sectionsBefore?.[route] ?? null,
          after: revision.sectionsAfter?.[route] ?? null,
        }))
      : [],
  }));
}
