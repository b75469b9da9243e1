import { administratorEndpoints } from '@amal/contract/administrators';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { administratorsQueryKey } from './get-administrators';

/** GET /api/administrator/{id}: one administrator with every role they hold. */
export const getAdministrator = (id: number, signal?: AbortSignal) =>
  call(administratorEndpoints.get, { params: { id }, signal });

export const administratorQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...administratorsQueryKey, 'one', id],
    queryFn: ({ signal }) => getAdministrator(id, signal),
  });

export const useAdministrator = (id: number) => useQuery(administratorQueryOptions(id));
