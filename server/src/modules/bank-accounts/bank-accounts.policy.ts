import type { AuthUser } from '../../lib/access.ts';

/** A bank account is its holder's: nobody else reads or changes it here (staff screens come later). */
export const canUseBankAccount = (user: AuthUser, account: { idUser: number | null }): boolean =>
  account.idUser === user.idUser;
