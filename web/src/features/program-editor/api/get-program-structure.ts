import { programStructureEndpoints } from '@amal/contract/program-structure';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /api/program/{id}/structure: the programme's steps and questions, its versions and the section catalogue. */
export const getProgramStructure = (id: number, signal?: AbortSignal) =>
  call(programStructureEndpoints.get, { params: { id }, signal });

export const programStructureQueryKey = (id: number) => ['program', id, 'structure'] as const;

export const programStructureQueryOptions = (id: number) =>
  queryOptions({
    queryKey: programStructureQueryKey(id),
    queryFn: ({ signal }) => getProgramStructure(id, signal),
  });

export const useProgramStructure = (id: number) => useQuery(programStructureQueryOptions(id));
