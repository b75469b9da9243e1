import { type BankAccount, bankAccountsEndpoints } from '@amal/contract/finances';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/query-keys';
import { bankAccountQueryKey } from './get-bank-account';

/** POST /api/bankaccount (a new account, which becomes the member's), or PATCH with its id. */
export const saveBankAccount = (account: BankAccount) =>
  account.idBankAccount
    ? call(bankAccountsEndpoints.update, { body: account })
    : call(bankAccountsEndpoints.create, { body: account });

/**
 * Saves the member's own account, then keeps the answer as that account and reloads the member,
 * whose `idBankAccount` and `hasBankAccount` (the home tiles) it changes.
 */
export function useSaveBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBankAccount,
    onSuccess: async (saved) => {
      queryClient.setQueryData(bankAccountQueryKey(saved.idBankAccount), saved);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
