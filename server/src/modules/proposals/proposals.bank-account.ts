import { proposalMessages } from '@amal/contract/proposals';
import { and, eq, sql } from 'drizzle-orm';
import { bankAccounts, proposalSections } from '../../db/schema/index.ts';
import type { Transaction } from '../../db/statements.ts';
import type { AuthUser } from '../../lib/access.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { canUseBankAccount } from '../bank-accounts/bank-accounts.policy.ts';
import type { Data } from './proposals.submission-write.ts';

const path = 'sections.bank-account.idBankAccount';

/**
 * The bank-account step names the applicant's own account (by id, theirs alone), or gives an
 * account's details: those become the proposal's account (the recipient's, for this proposal),
 * never an edit of anyone's own account, and the step's data names it.
 */
export async function recordBankAccount(
  tx: Transaction,
  user: AuthUser,
  step: Data | undefined,
  idProposal: number,
) {
  if (!step) return;
  if (typeof step.idBankAccount === 'number') {
    const [account] = await tx
      .select({ idUser: bankAccounts.idUser })
      .from(bankAccounts)
      .where(eq(bankAccounts.idBankAccount, step.idBankAccount));
    if (!account || !canUseBankAccount(user, account))
      throw badRequest(proposalMessages.bankAccountNotYours, [
        { path, message: proposalMessages.bankAccountNotYours },
      ]);
    return;
  }
  if (typeof step.idBank !== 'number' || typeof step.accountNumber !== 'string') return;
  const [created] = await tx
    .insert(bankAccounts)
    .values({
      idProposal,
      idBank: step.idBank,
      accountNumber: step.accountNumber,
      accountName: String(step.accountName ?? ''),
      description: typeof step.description === 'string' ? step.description : null,
    })
    .returning({ idBankAccount: bankAccounts.idBankAccount });
  await tx
    .update(proposalSections)
    .set({
      data: sql`jsonb_set(${proposalSections.data}, '{idBankAccount}', to_jsonb(${created!.idBankAccount}::int))`,
    })
    .where(and(eq(proposalSections.idProposal, idProposal), eq(proposalSections.route, 'bank-account')));
}
