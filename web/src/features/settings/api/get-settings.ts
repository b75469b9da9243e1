import { settingsEndpoints } from '@amal/contract/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const settingsQueryKey = ['settings'] as const;

/** GET /api/settings: the foundation's settings as stored (the environment's values until saved). */
export const getSettings = (signal?: AbortSignal) => call(settingsEndpoints.get, { signal });

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingsQueryKey, queryFn: ({ signal }) => getSettings(signal) });

export const useSettings = () => useQuery(settingsQueryOptions());
