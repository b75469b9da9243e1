import type { PublicConfig } from '@amal/contract/lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/config: the foundation's name and the customer-service address of this environment. */
export const getConfig = (signal?: AbortSignal) => api.get<PublicConfig>('/config', signal);

export const configQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => getConfig(signal),
    // Configuration changes only with a deployment.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useConfig = () => useQuery(configQueryOptions());
