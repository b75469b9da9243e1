import {
  verificationMessages as messages,
  PROPOSAL_STATUS_FIELD_VERIFIED,
  sectionsLeft,
  verificationKindOf,
} from '@amal/contract/verification';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  fieldVerifications,
  programProposalStatuses,
  proposalStatusHistory,
  proposals,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/access.ts';
import { recordAudit } from '../../lib/audit.ts';
import { badRequest, conflict } from '../../lib/http-errors.ts';
import { type Tx, type VerifiableProposal, verifiableProposal } from './verification.access.ts';
import { sectionsToVerify, verificationDocuments } from './verification.view.ts';
import { visitOf } from './verification.visit.ts';

/** Sections a verifier can save: a kind's route, or the documents (photos). */
export const isVerifiableRoute = (route: string) =>
  route === 'documents' || verificationKindOf(route) !== undefined;

/** What is still missing, by name: every section to verify without its version, then the visit. */
async function missingParts(tx: Tx, proposal: VerifiableProposal): Promise<string[]> {
  const sections = (await sectionsToVerify(tx, proposal)).filter((s) => isVerifiableRoute(s.route));
  const documents = await verificationDocuments(tx, proposal.idProposal);
  const names = sectionsLeft({ sections, documents }).map((s) => s.name);
  const visit = await visitOf(tx, proposal.idProposal, proposal.idProposalVerificator);
  return visit ? names : [...names, messages.visitRecord];
}

/** Moves the proposal to "field verification done" when its programme has that status. */
async function moveStatus(tx: Tx, user: AuthUser, proposal: VerifiableProposal): Promise<number | null> {
  const [has] = await tx
    .select({ id: programProposalStatuses.idProposalStatus })
    .from(programProposalStatuses)
    .where(
      and(
        eq(programProposalStatuses.idProgram, proposal.idProgram),
        eq(programProposalStatuses.idProposalStatus, PROPOSAL_STATUS_FIELD_VERIFIED),
      ),
    );
  if (!has || proposal.idProposalStatus === PROPOSAL_STATUS_FIELD_VERIFIED) return null;
  await tx
    .update(proposals)
    .set({ idProposalStatus: PROPOSAL_STATUS_FIELD_VERIFIED, version: proposal.version + 1 })
    .where(eq(proposals.idProposal, proposal.idProposal));
  await tx.insert(proposalStatusHistory).values({
    idProposal: proposal.idProposal,
    idProposalStatus: PROPOSAL_STATUS_FIELD_VERIFIED,
    idUser: user.idUser,
    fromStatus: proposal.idProposalStatus,
  });
  return PROPOSAL_STATUS_FIELD_VERIFIED;
}

/**
 * POST /api/proposalverificator/completefieldverification: refused naming what is missing; else the
 * completion row, once. The proposal is locked FOR UPDATE first, so a second completion sent at the
 * same time waits, then finds the row and moves nothing (409 locked).
 */
export async function completeVerification(db: Db, user: AuthUser, idProposal: number) {
  return db.transaction(async (tx) => {
    const proposal = await verifiableProposal(tx, user, idProposal, 'update');
    if (proposal.completedAt) throw conflict(messages.locked);
    const missing = await missingParts(tx, proposal);
    if (missing.length > 0) throw badRequest(messages.missing(missing));
    const [done] = await tx
      .insert(fieldVerifications)
      .values({ idProposal, idUser: user.idUser })
      .onConflictDoNothing()
      .returning({ completedAt: fieldVerifications.completedAt });
    if (!done) throw conflict(messages.locked);
    const idProposalStatus = await moveStatus(tx, user, proposal);
    await recordAudit(tx, {
      idUser: user.idUser,
      action: idProposalStatus ? 'proposal.status' : 'proposal.verifier',
      idProposal,
      before: { idProposalStatus: proposal.idProposalStatus },
      after: {
        idProposalStatus: idProposalStatus ?? proposal.idProposalStatus,
        fieldVerificationCompleted: true,
      },
    });
    return { idProposal, completedAt: done.completedAt.toISOString(), idProposalStatus };
  });
}
