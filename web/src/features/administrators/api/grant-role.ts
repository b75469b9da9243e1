import { administratorEndpoints, type GrantRole } from '@amal/contract/administrators';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/query-keys';
import { administratorQueryOptions } from './get-administrator';
import { administratorsQueryKey } from './get-administrators';

/** POST /api/administrator/role: the member becomes staff (when not yet) with the role in the programme. */
export const grantRole = (grant: GrantRole) => call(administratorEndpoints.grant, { body: grant });

/**
 * Grants, keeps the answer as that administrator, and marks the lists stale; the caller's own
 * roles too, in case they granted themselves one.
 */
export function useGrantRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantRole,
    onSuccess: async (administrator) => {
      queryClient.setQueryData(
        administratorQueryOptions(administrator.idAdministrator).queryKey,
        administrator,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...administratorsQueryKey, 'list'] }),
        queryClient.invalidateQueries({ queryKey: [...administratorsQueryKey, 'members'] }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      ]);
    },
  });
}
