import { proposalMessages } from '@amal/contract/proposals';
import { verificationMessages } from '@amal/contract/verification';
import { VERIFICATOR_STATUS } from '@amal/contract/verifiers';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  fieldVerifications,
  proposals,
  proposalVerificators,
  references,
  verificators,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/access.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { canVerifyProposal, isLocked } from './verification.policy.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export type VerifiableProposal = {
  idProposal: number;
  idProgram: number;
  idProposalStatus: number;
  version: number;
  referenceIdUser: number;
  /** The caller's active link, else the proposal's newest active one. */
  idProposalVerificator: number | null;
  completedAt: Date | null;
};

/**
 * The proposal if the caller may verify it, else 404 as if it did not exist. `lock`: a save takes
 * the proposal FOR SHARE (saves run side by side), completion FOR UPDATE, so that no save commits
 * after a completion it did not see.
 */
export async function verifiableProposal(
  db: Executor,
  user: AuthUser,
  idProposal: number,
  lock?: 'share' | 'update',
): Promise<VerifiableProposal> {
  const query = db
    .select({
      idProgram: proposals.idProgram,
      idProposalStatus: proposals.idProposalStatus,
      version: proposals.version,
      referenceIdUser: references.idUser,
    })
    .from(proposals)
    .innerJoin(references, eq(references.idReference, proposals.idReference))
    .where(eq(proposals.idProposal, idProposal));
  const [proposal] = await (lock ? query.for(lock, { of: proposals }) : query);
  if (!proposal) throw notFound(proposalMessages.notFound);
  const links = await db
    .select({ id: proposalVerificators.idProposalVerificator, idUser: verificators.idUser })
    .from(proposalVerificators)
    .innerJoin(verificators, eq(verificators.idVerificator, proposalVerificators.idVerificator))
    .where(
      and(
        eq(proposalVerificators.idProposal, idProposal),
        eq(proposalVerificators.idVerificatorStatus, VERIFICATOR_STATUS.active),
      ),
    )
    .orderBy(desc(proposalVerificators.createdAt), desc(proposalVerificators.idProposalVerificator));
  const activeVerifiers = links.map((link) => link.idUser);
  if (!canVerifyProposal(user, { idProgram: proposal.idProgram, activeVerifiers }))
    throw notFound(proposalMessages.notFound);
  const [done] = await db
    .select({ completedAt: fieldVerifications.completedAt })
    .from(fieldVerifications)
    .where(eq(fieldVerifications.idProposal, idProposal));
  const own = links.find((link) => link.idUser === user.idUser) ?? links[0];
  return {
    idProposal,
    ...proposal,
    idProposalVerificator: own?.id ?? null,
    completedAt: done?.completedAt ?? null,
  };
}

/** The proposal if the caller may still change its verification: 404 as above, 409 once completed. */
export async function writableProposal(db: Executor, user: AuthUser, idProposal: number) {
  const proposal = await verifiableProposal(db, user, idProposal, 'share');
  if (isLocked(proposal)) throw conflict(verificationMessages.locked);
  return proposal;
}
