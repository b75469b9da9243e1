import { proposalMessages } from '@amal/contract/proposals';
import { type RegistrationMessage, registrationMessageText } from '@amal/contract/registration-messages';
import { statusDecisionMessages } from '@amal/contract/status-decisions';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMessages, programs, proposals, referrers, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/access.ts';
import { recordAudit } from '../../lib/audit.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { canReadOnDesk } from '../desk/desk.policy.ts';
import { canDecideStatus } from '../status-decisions/status-decisions.policy.ts';

const present = (row: typeof outboxMessages.$inferSelect): RegistrationMessage => ({
  idOutboxMessage: row.idOutboxMessage,
  idProposal: row.idProposal,
  whatsappNumber: row.whatsappNumber,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/**
 * GET /api/proposal/sendmessageregister/{id}: the applicant's registration message, recorded in the
 * outbox once (asking again answers the same message) with an audit row.
 */
export async function registrationMessage(
  db: Db,
  user: AuthUser,
  idProposal: number,
  origin: string,
): Promise<RegistrationMessage> {
  const [proposal] = await db
    .select({
      idProgram: proposals.idProgram,
      verificationNumber: proposals.verificationNumber,
      programName: programs.name,
      idUser: users.idUser,
      fullName: users.fullName,
      whatsappNumber: users.whatsappNumber,
    })
    .from(proposals)
    .innerJoin(programs, eq(programs.idProgram, proposals.idProgram))
    .innerJoin(referrers, eq(referrers.idReferrer, proposals.idReferrer))
    .innerJoin(users, eq(users.idUser, referrers.idUser))
    .where(eq(proposals.idProposal, idProposal));
  if (!proposal || !canReadOnDesk(user, proposal.idProgram)) throw notFound(proposalMessages.notFound);
  if (!canDecideStatus(user, proposal.idProgram)) throw forbidden(statusDecisionMessages.notAllowed);
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(outboxMessages)
      .values({
        idProposal,
        kind: 'registration',
        idempotencyKey: `registration:${idProposal}`,
        idUser: proposal.idUser,
        whatsappNumber: proposal.whatsappNumber,
        body: registrationMessageText({
          fullName: proposal.fullName,
          programName: proposal.programName,
          number: proposal.verificationNumber ?? String(idProposal),
          link: `${origin}/proposal/${idProposal}`,
        }),
      })
      .onConflictDoNothing()
      .returning();
    if (made) {
      await recordAudit(tx, {
        idUser: user.idUser,
        action: 'proposal.registration-message',
        idProposal,
        after: { idOutboxMessage: made.idOutboxMessage },
      });
      return present(made);
    }
    const [kept] = await tx
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.idProposal, idProposal), eq(outboxMessages.kind, 'registration')));
    return present(kept!);
  });
}
