import { programsEndpoints } from '@amal/contract/programs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * GET /api/program/{id}: a programme with its wizard sections, sub-programmes and documents; with
 * `version`, the form as that version was (a draft's or a proposal's, decision 0051).
 */
export const getProgram = (id: number, version?: number, signal?: AbortSignal) =>
  call(programsEndpoints.get, { params: { id }, query: version === undefined ? {} : { version }, signal });

export const programQueryOptions = (id: number, version?: number) =>
  queryOptions({
    queryKey: version === undefined ? ['program', id] : ['program', id, 'version', version],
    queryFn: ({ signal }) => getProgram(id, version, signal),
  });

export const useProgram = (id: number, version?: number) =>
  useQuery({ ...programQueryOptions(id, version), enabled: id > 0 });
