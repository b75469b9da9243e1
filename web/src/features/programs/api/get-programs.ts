import { programsEndpoints } from '@amal/contract/programs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /api/programs: the active programmes, sub-programmes included. */
export const getPrograms = (signal?: AbortSignal) => call(programsEndpoints.list, { signal });

export const programsQueryOptions = () =>
  queryOptions({ queryKey: ['programs'], queryFn: ({ signal }) => getPrograms(signal) });

export const usePrograms = () => useQuery(programsQueryOptions());
