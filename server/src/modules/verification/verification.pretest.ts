import { verificationMessages as messages, type Pretest } from '@amal/contract/verification';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pretests, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/access.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { verifiableProposal } from './verification.access.ts';
import { hasPretest } from './verification.view.ts';

async function pretestOf(db: Db, idProposal: number): Promise<Pretest> {
  const [row] = await db
    .select({
      approved: pretests.approved,
      note: pretests.note,
      approvedBy: users.fullName,
      updatedAt: pretests.updatedAt,
    })
    .from(pretests)
    .innerJoin(users, eq(users.idUser, pretests.idUser))
    .where(eq(pretests.idProposal, idProposal));
  return {
    idProposal,
    approved: row?.approved ?? null,
    note: row?.note ?? null,
    approvedBy: row?.approvedBy ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** GET /api/reference/pretest/{idProposal}: empty until recorded. */
export async function readPretest(db: Db, user: AuthUser, idProposal: number) {
  await verifiableProposal(db, user, idProposal);
  return pretestOf(db, idProposal);
}

/**
 * POST /api/reference/pretest: the approval, recorded or changed, on programmes whose flow has the
 * pretest. It is not part of the field record, so completion does not lock it.
 */
export async function recordPretest(
  db: Db,
  user: AuthUser,
  body: { idProposal: number; approved?: boolean | undefined; note?: string | undefined },
) {
  const proposal = await verifiableProposal(db, user, body.idProposal);
  if (!(await hasPretest(db, proposal.idProgram)))
    throw badRequest(messages.notVerifiable, [{ path: 'idProposal', message: messages.notVerifiable }]);
  // Required by the schema; its preprocessed output type says `| undefined`.
  const values = {
    approved: body.approved === true,
    note: body.note ?? null,
    idUser: user.idUser,
    updatedAt: new Date(),
  };
  await db
    .insert(pretests)
    .values({ idProposal: body.idProposal, ...values })
    .onConflictDoUpdate({ target: pretests.idProposal, set: values });
  return pretestOf(db, body.idProposal);
}
