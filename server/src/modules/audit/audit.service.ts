import type { ListResponse } from '@amal/contract/api';
import type { AuditEvent } from '@amal/contract/audit';
import { proposalMessages } from '@amal/contract/proposals';
import { statusDecisionMessages } from '@amal/contract/status-decisions';
import { asc, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents, proposals, references, referrers, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/access.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { canReadOnDesk } from '../desk/desk.policy.ts';
import { canReadMemberAudit, canReadProposalAudit } from './audit.policy.ts';

async function eventsWhere(db: Db, where: SQL): Promise<ListResponse<AuditEvent>> {
  const rows = await db
    .select({
      idAuditEvent: auditEvents.idAuditEvent,
      createdAt: auditEvents.createdAt,
      by: users.fullName,
      action: auditEvents.action,
      idProposal: auditEvents.idProposal,
      idSubjectUser: auditEvents.idSubjectUser,
      before: auditEvents.before,
      after: auditEvents.after,
    })
    .from(auditEvents)
    .innerJoin(users, eq(users.idUser, auditEvents.idUser))
    .where(where)
    .orderBy(asc(auditEvents.createdAt), asc(auditEvents.idAuditEvent));
  const data = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return { data, total: data.length, page: 1, rows: data.length };
}

/** GET /api/audit/proposal/{idProposal}. */
export async function proposalAudit(db: Db, user: AuthUser, idProposal: number) {
  const [proposal] = await db
    .select({ idProgram: proposals.idProgram })
    .from(proposals)
    .where(eq(proposals.idProposal, idProposal));
  if (!proposal || !canReadOnDesk(user, proposal.idProgram)) throw notFound(proposalMessages.notFound);
  if (!canReadProposalAudit(user, proposal.idProgram)) throw forbidden(statusDecisionMessages.notAllowed);
  return eventsWhere(db, eq(auditEvents.idProposal, idProposal));
}

/** GET /api/audit/user/{idUser}: what staff did to or read of a member. */
export async function memberAudit(db: Db, user: AuthUser, idUser: number) {
  const programs = await db
    .selectDistinct({ idProgram: proposals.idProgram })
    .from(proposals)
    .innerJoin(referrers, eq(referrers.idReferrer, proposals.idReferrer))
    .innerJoin(references, eq(references.idReference, proposals.idReference))
    .where(or(eq(referrers.idUser, idUser), eq(references.idUser, idUser)));
  const [member] = await db.select({ idUser: users.idUser }).from(users).where(eq(users.idUser, idUser));
  if (
    !member ||
    !canReadMemberAudit(
      user,
      programs.map((p) => p.idProgram),
    )
  )
    throw notFound();
  return eventsWhere(db, eq(auditEvents.idSubjectUser, idUser));
}
