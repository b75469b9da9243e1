import type { Answer } from '@amal/contract/endpoint';
import type { systemEndpoints } from '@amal/contract/lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The entry chunk seeds the configuration: `call(systemEndpoints.config)` would bring lookups.ts's
// schemas, and zod with them, into every first page (decision 0009). The definition is read as a
// type only: a changed path or answer still fails the type check here.
type Config = typeof systemEndpoints.config;
const CONFIG_PATH: Config['path'] = '/config';

/** GET /api/config: the foundation's name and the customer-service address of this environment. */
export const getConfig = (signal?: AbortSignal) => api.get<Answer<Config>>(CONFIG_PATH, signal);

export const configQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => getConfig(signal),
    // Configuration changes only with a deployment.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useConfig = () => useQuery(configQueryOptions());
