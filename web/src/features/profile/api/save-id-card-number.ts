import { usersEndpoints } from '@amal/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/query-keys';

/**
 * PATCH /api/user { idUser, idCardNumber }: the member's KTP number. A member fills it in once;
 * after that the server answers 400 `userMessages.identityNumberLocked`.
 */
export const saveIdCardNumber = (input: { idUser: number; idCardNumber: string }) =>
  call(usersEndpoints.update, { body: input });

/** Saves the KTP number and reloads the member (the home tiles read it), refused or not. */
export function useSaveIdCardNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIdCardNumber,
    // A refusal may mean the number was set meanwhile (another tab): the page then shows it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
