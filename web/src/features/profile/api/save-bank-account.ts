import type { BankAccount, BankAccountResponse } from '@amal/contract/finances';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/query-keys';
import { bankAccountQueryKey } from './get-bank-account';

/** POST /api/bankaccount (a new account, which becomes the member's), or PATCH with its id. */
export const saveBankAccount = (account: BankAccount) =>
  account.idBankAccount
    ? api.patch<BankAccountResponse>('/bankaccount', account)
    : api.post<BankAccountResponse>('/bankaccount', account);

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
