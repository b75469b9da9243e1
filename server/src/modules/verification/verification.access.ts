import { proposalMessages } from '@amal/contract/proposals';
import { verificationMessages } from '@amal/contract/verification';
import { VERIFICATOR_STATUS } from '@amal/contract/verifiers';
import { eq, sql } from 'drizzle-orm';
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

type VerifierLink = { id: number; idUser: number };

export type VerifiableProposal = {
  idProposal: number;
  idProgram: number;
  idProposalStatus: number;
  version: number;
  /** The programme's structure version it was submitted under: verified with that one. */
  programVersion: number;
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
  // One statement: the proposal, its recipient, its active verifier links newest first (a scalar
  // subquery, so that the lock may name proposals alone) and its completion. PostgreSQL refuses
  // to lock the nullable side of an outer join, hence `of: proposals`.
  const links = sql<VerifierLink[] | null>`(
    select json_agg(json_build_object('id', ${proposalVerificators.idProposalVerificator}, 'idUser', ${verificators.idUser})
                    order by ${proposalVerificators.createdAt} desc, ${proposalVerificators.idProposalVerificator} desc)
      from ${proposalVerificators}
      join ${verificators} on ${verificators.idVerificator} = ${proposalVerificators.idVerificator}
     where ${proposalVerificators.idProposal} = ${proposals.idProposal}
       and ${proposalVerificators.idVerificatorStatus} = ${VERIFICATOR_STATUS.active})`;
  const query = db
    .select({
      idProgram: proposals.idProgram,
      idProposalStatus: proposals.idProposalStatus,
      version: proposals.version,
      programVersion: proposals.programVersion,
      referenceIdUser: references.idUser,
      links,
      completedAt: fieldVerifications.completedAt,
    })
    .from(proposals)
    .innerJoin(references, eq(references.idReference, proposals.idReference))
    .leftJoin(fieldVerifications, eq(fieldVerifications.idProposal, proposals.idProposal))
    .where(eq(proposals.idProposal, idProposal));
  const [row] = await (lock ? query.for(lock, { of: proposals }) : query);
  if (!row) throw notFound(proposalMessages.notFound);
  const { links: found, completedAt, ...proposal } = row;
  const active = found ?? [];
  const activeVerifiers = active.map((link) => link.idUser);
  if (!canVerifyProposal(user, { idProgram: proposal.idProgram, activeVerifiers }))
    throw notFound(proposalMessages.notFound);
  const own = active.find((link) => link.idUser === user.idUser) ?? active[0];
  return { idProposal, ...proposal, idProposalVerificator: own?.id ?? null, completedAt };
}

/** The proposal if the caller may still change its verification: 404 as above, 409 once completed. */
export async function writableProposal(db: Executor, user: AuthUser, idProposal: number) {
  const proposal = await verifiableProposal(db, user, idProposal, 'share');
  if (isLocked(proposal)) throw conflict(verificationMessages.locked);
  return proposal;
}
