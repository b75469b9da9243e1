import { VERIFICATOR_STATUS } from '@amal/contract/verifiers';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { proposalVerificators, users, verificators } from '../schema/index.ts';

/**
 * The demo's field verification task (issue 35): ARN101-10003 (Budi Santoso, a member) is a field
 * verifier, assigned by the lead verifier ARN101-10004 to the demo applicant's proposal at the field
 * visit, so that their list and the verification form have something to show.
 */
export async function seedDemoVerification(db: Db, idProposal: number) {
  const [verifier] = await db.select().from(users).where(sql`upper(${users.nip}) = 'ARN101-10003'`);
  const [lead] = await db.select().from(users).where(sql`upper(${users.nip}) = 'ARN101-10004'`);
  if (!verifier || !lead) return;
  await db.insert(verificators).values({ idUser: verifier.idUser }).onConflictDoNothing();
  const [record] = await db
    .select({ idVerificator: verificators.idVerificator })
    .from(verificators)
    .where(sql`${verificators.idUser} = ${verifier.idUser}`);
  await db.insert(proposalVerificators).values({
    idProposal,
    idVerificator: record!.idVerificator,
    idVerificatorStatus: VERIFICATOR_STATUS.active,
    idLeadVerificator: lead.idUser,
  });
}
