import { bankAccountsEndpoints } from '@amal/contract/finances';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The cache key of one bank account (the wizard's bank-account step reads the same). */
export const bankAccountQueryKey = (idBankAccount: number | null) => ['bankaccount', idBankAccount] as const;

/** GET /api/bankaccount/{id}: one of the member's own accounts, with its bank's name. */
export const getBankAccount = (idBankAccount: number, signal?: AbortSignal) =>
  call(bankAccountsEndpoints.get, { params: { id: idBankAccount }, signal });

export const bankAccountQueryOptions = (idBankAccount: number | null) =>
  queryOptions({
    queryKey: bankAccountQueryKey(idBankAccount),
    queryFn: ({ signal }) => getBankAccount(idBankAccount as number, signal),
    enabled: idBankAccount != null,
  });

/** The member's account (their `idBankAccount`), or nothing to fetch when they have none. */
export const useBankAccount = (idBankAccount: number | null) =>
  useQuery(bankAccountQueryOptions(idBankAccount));
