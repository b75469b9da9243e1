import type { systemEndpoints } from '@amal/contract/lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

// The entry chunk seeds the configuration: the definition is read as a type (callRoute).
type Config = typeof systemEndpoints.config;

/** GET /api/config: the foundation's name and the customer-service address of this environment. */
export const getConfig = (signal?: AbortSignal) =>
  callRoute<Config>({ method: 'GET', path: '/config' }, { signal });

export const configQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => getConfig(signal),
    // Configuration changes only with a deployment.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useConfig = () => useQuery(configQueryOptions());
