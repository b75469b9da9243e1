import type { ProgramListResponse } from '@amal/contract/programs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/programs: the active programmes, sub-programmes included. */
export const getPrograms = (signal?: AbortSignal) => api.get<ProgramListResponse>('/programs', signal);

export const programsQueryOptions = () =>
  queryOptions({ queryKey: ['programs'], queryFn: ({ signal }) => getPrograms(signal) });

export const usePrograms = () => useQuery(programsQueryOptions());
