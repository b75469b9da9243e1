import { administratorEndpoints } from '@amal/contract/administrators';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/query-keys';
import { administratorQueryOptions } from './get-administrator';
import { administratorsQueryKey } from './get-administrators';

/** DELETE /api/administrator/role/{idAdministratorRole}: the administrator as they are after. */
export const removeRole = (idAdministratorRole: number) =>
  call(administratorEndpoints.remove, { params: { idAdministratorRole } });

/** Removes, keeps the answer as that administrator, and marks the lists and the caller's roles stale. */
export function useRemoveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeRole,
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
