import {
  ASSISTANCE_STATUSES,
  type Assistance,
  type AssistanceCreate,
  type AssistanceUpdate,
  type AssistanceView,
  assistanceMessages,
} from '@amal/contract/assessment';
import { proposalMessages } from '@amal/contract/proposals';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  assistance,
  proposals,
  references,
  referrers,
  roleProposalStatuses,
  users,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/access.ts';
import { recordAudit } from '../../lib/audit.ts';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import type { Executor } from './assessment.inputs.ts';
import { canReadAssistance, canRecordAssistance } from './assessment.policy.ts';

/** The proposal if the caller may read its aid (a side of it, or staff reading the programme); else 404. */
async function proposalOf(db: Executor, user: AuthUser, idProposal: number) {
  const [row] = await db
    .select({ idProgram: proposals.idProgram, referrer: referrers.idUser, recipient: references.idUser })
    .from(proposals)
    .innerJoin(referrers, eq(referrers.idReferrer, proposals.idReferrer))
    .innerJoin(references, eq(references.idReference, proposals.idReference))
    .where(eq(proposals.idProposal, idProposal));
  if (!row || !canReadAssistance(user, { idProgram: row.idProgram, sides: [row.referrer, row.recipient] }))
    throw notFound(proposalMessages.notFound);
  return { idProposal, idProgram: row.idProgram };
}

/** The roles the role-status mapping lets set an aid status (approval, disbursement). */
async function recordingRoles(db: Executor): Promise<number[]> {
  const rows = await db
    .selectDistinct({ idRole: roleProposalStatuses.idRole })
    .from(roleProposalStatuses)
    .where(inArray(roleProposalStatuses.idProposalStatus, [...ASSISTANCE_STATUSES]));
  return rows.map((row) => row.idRole);
}

const mayRecord = async (db: Executor, user: AuthUser, idProgram: number) =>
  canRecordAssistance(user, idProgram, await recordingRoles(db));

async function recordOf(db: Executor, where: ReturnType<typeof eq>): Promise<Assistance | null> {
  const [row] = await db
    .select({ row: assistance, recordedBy: users.fullName })
    .from(assistance)
    .innerJoin(users, eq(users.idUser, assistance.idUser))
    .where(where);
  if (!row) return null;
  const { row: a } = row;
  return {
    idAssistance: a.idAssistance,
    idProposal: a.idProposal,
    amount: a.amount,
    form: a.form,
    date: a.date,
    note: a.note,
    recordedBy: row.recordedBy,
    updatedAt: a.updatedAt.toISOString(),
  };
}

/** GET /api/assistance/proposal/{idProposal}: the aid decided, or null while none is. */
export async function assistanceView(db: Db, user: AuthUser, idProposal: number): Promise<AssistanceView> {
  const proposal = await proposalOf(db, user, idProposal);
  return {
    idProposal,
    assistance: await recordOf(db, eq(assistance.idProposal, idProposal)),
    canRecord: await mayRecord(db, user, proposal.idProgram),
  };
}

const audited = (a: { amount: number; form: string; date: string; note?: string | null }) => ({
  amount: a.amount,
  form: a.form,
  date: a.date,
  note: a.note ?? null,
});

/** POST /api/assistance: one record per proposal; a second is refused (409), to be changed instead. */
export function recordAssistance(db: Db, user: AuthUser, body: AssistanceCreate): Promise<Assistance> {
  return db.transaction(async (tx) => {
    const proposal = await proposalOf(tx, user, body.idProposal);
    if (!(await mayRecord(tx, user, proposal.idProgram))) throw forbidden(assistanceMessages.notAllowed);
    const [inserted] = await tx
      .insert(assistance)
      .values({
        idProposal: body.idProposal,
        amount: body.amount,
        form: body.form,
        date: body.date,
        note: body.note ?? null,
        idUser: user.idUser,
      })
      .onConflictDoNothing()
      .returning({ idAssistance: assistance.idAssistance });
    if (!inserted) throw conflict(assistanceMessages.exists);
    await recordAudit(tx, {
      idUser: user.idUser,
      action: 'assistance.record',
      idProposal: body.idProposal,
      after: audited(body),
    });
    return (await recordOf(tx, eq(assistance.idAssistance, inserted.idAssistance)))!;
  });
}

/** PATCH /api/assistance: the record changed, by whoever may record the proposal's aid. */
export function updateAssistance(db: Db, user: AuthUser, body: AssistanceUpdate): Promise<Assistance> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(assistance)
      .where(eq(assistance.idAssistance, body.idAssistance))
      .for('update');
    if (!before) throw notFound(assistanceMessages.notFound);
    const proposal = await proposalOf(tx, user, before.idProposal).catch(() => {
      throw notFound(assistanceMessages.notFound);
    });
    if (!(await mayRecord(tx, user, proposal.idProgram))) throw forbidden(assistanceMessages.notAllowed);
    await tx
      .update(assistance)
      .set({
        amount: body.amount,
        form: body.form,
        date: body.date,
        note: body.note ?? null,
        idUser: user.idUser,
        updatedAt: new Date(),
      })
      .where(eq(assistance.idAssistance, body.idAssistance));
    await recordAudit(tx, {
      idUser: user.idUser,
      action: 'assistance.record',
      idProposal: before.idProposal,
      before: audited(before),
      after: audited(body),
    });
    return (await recordOf(tx, eq(assistance.idAssistance, body.idAssistance)))!;
  });
}
