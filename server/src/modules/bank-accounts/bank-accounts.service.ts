import { apiMessages } from '@amal/contract/api';
import type { BankAccount, BankAccountResponse } from '@amal/contract/finances';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankAccounts, banks, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/access.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { canUseBankAccount } from './bank-accounts.policy.ts';

type OwnedAccount = BankAccountResponse & { idUser: number | null };

async function find(db: Db, idBankAccount: number): Promise<OwnedAccount | undefined> {
  const [row] = await db
    .select({
      idBankAccount: bankAccounts.idBankAccount,
      idUser: bankAccounts.idUser,
      idBank: bankAccounts.idBank,
      accountNumber: bankAccounts.accountNumber,
      accountName: bankAccounts.accountName,
      description: bankAccounts.description,
      idOrganization: bankAccounts.idOrganization,
      bank: { idBank: banks.idBank, name: banks.name },
    })
    .from(bankAccounts)
    .leftJoin(banks, eq(banks.idBank, bankAccounts.idBank))
    .where(eq(bankAccounts.idBankAccount, idBankAccount));
  return row;
}

export async function getBankAccount(db: Db, user: AuthUser, idBankAccount: number) {
  const account = await find(db, idBankAccount);
  if (!account || !canUseBankAccount(user, account)) throw notFound();
  return account;
}

// Organisation accounts belong to the organisations issue; until then an account is a person's.
const values = (input: BankAccount) => ({
  idBank: input.idBank,
  accountNumber: input.accountNumber,
  accountName: input.accountName,
  description: input.description ?? null,
});

/** Records the caller's bank account and makes it the one their aid is paid to. */
export async function createBankAccount(db: Db, user: AuthUser, input: BankAccount) {
  const idBankAccount = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(bankAccounts)
      .values({ ...values(input), idUser: user.idUser })
      .returning({ idBankAccount: bankAccounts.idBankAccount });
    await tx
      .update(users)
      .set({ idBankAccount: created!.idBankAccount, updatedAt: new Date() })
      .where(eq(users.idUser, user.idUser));
    return created!.idBankAccount;
  });
  return getBankAccount(db, user, idBankAccount);
}

export async function updateBankAccount(db: Db, user: AuthUser, input: BankAccount) {
  if (!input.idBankAccount) {
    throw badRequest(apiMessages.invalidInput, [
      { path: 'idBankAccount', message: apiMessages.invalidInput },
    ]);
  }
  await getBankAccount(db, user, input.idBankAccount);
  await db.update(bankAccounts).set(values(input)).where(eq(bankAccounts.idBankAccount, input.idBankAccount));
  return getBankAccount(db, user, input.idBankAccount);
}
