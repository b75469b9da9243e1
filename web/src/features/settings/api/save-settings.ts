import { type Settings, settingsEndpoints } from '@amal/contract/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { settingsQueryKey } from './get-settings';

/** PATCH /api/settings: every setting at once. */
export const saveSettings = (settings: Settings) => call(settingsEndpoints.update, { body: settings });

/**
 * Saves, keeps the answer as the settings, and marks GET /api/config stale (the lookups feature's
 * key, ['config']), so that this browser too shows the new name and address.
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(settingsQueryKey, saved);
      await queryClient.invalidateQueries({ queryKey: ['config'] });
    },
  });
}
