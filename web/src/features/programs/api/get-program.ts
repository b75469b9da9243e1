import { programsEndpoints } from '@amal/contract/programs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /api/program/{id}: a programme with its wizard sections, sub-programmes and documents. */
export const getProgram = (id: number, signal?: AbortSignal) =>
  call(programsEndpoints.get, { params: { id }, signal });

export const programQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['program', id], queryFn: ({ signal }) => getProgram(id, signal) });

export const useProgram = (id: number) => useQuery({ ...programQueryOptions(id), enabled: id > 0 });
