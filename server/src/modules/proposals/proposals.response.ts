import { PROPOSAL_STATUS_CANCELLED } from '@amal/contract/constants';
import { proposalMessages, type RecipientResponseInput } from '@amal/contract/proposals';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  proposalStatuses,
  proposalStatusHistory,
  proposals,
  references,
  referrers,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/access.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { canRespondAsRecipient } from './proposals.policy.ts';

/**
 * PATCH /api/proposal/recipient-response: the recipient of a proposal someone else made accepts it,
 * or declines it and it is cancelled (it then counts for no rule about the aid they applied for).
 * The row is locked, so two answers sent together cannot both be taken.
 */
export async function respondAsRecipient(db: Db, user: AuthUser, input: RecipientResponseInput) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        referrerIdUser: referrers.idUser,
        referenceIdUser: references.idUser,
        recipientResponse: proposals.recipientResponse,
        final: proposalStatuses.final,
      })
      .from(proposals)
      .innerJoin(referrers, eq(referrers.idReferrer, proposals.idReferrer))
      .innerJoin(references, eq(references.idReference, proposals.idReference))
      .innerJoin(proposalStatuses, eq(proposalStatuses.idProposalStatus, proposals.idProposalStatus))
      .where(eq(proposals.idProposal, input.idProposal))
      .for('update', { of: proposals });
    // Only the recipient learns that the proposal exists.
    if (!row || row.referenceIdUser !== user.idUser) throw notFound(proposalMessages.notFound);
    if (!canRespondAsRecipient(user, row)) throw conflict(proposalMessages.cannotRespond);
    const declined = input.recipientResponse === 'DECLINED';
    await tx
      .update(proposals)
      .set({
        recipientResponse: input.recipientResponse,
        recipientRespondedAt: sql`now()`,
        ...(declined ? { idProposalStatus: PROPOSAL_STATUS_CANCELLED } : {}),
      })
      .where(eq(proposals.idProposal, input.idProposal));
    if (declined) {
      await tx.insert(proposalStatusHistory).values({
        idProposal: input.idProposal,
        idProposalStatus: PROPOSAL_STATUS_CANCELLED,
        idUser: user.idUser,
      });
    }
  });
}
