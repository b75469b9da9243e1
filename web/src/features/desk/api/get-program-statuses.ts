import { programsEndpoints } from '@amal/contract/programs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { programStatusesQueryKey } from '../../../lib/query-keys';

/** GET /api/programproposalstatus/program/{idProgram}: the programme's statuses in order, with the roles that may set each. */
export const getProgramStatuses = (idProgram: number, signal?: AbortSignal) =>
  call(programsEndpoints.proposalStatuses, { params: { idProgram }, signal });

export const programStatusesQueryOptions = (idProgram: number) =>
  queryOptions({
    queryKey: programStatusesQueryKey(idProgram),
    queryFn: ({ signal }) => getProgramStatuses(idProgram, signal),
  });

/** The statuses of a programme; idle without one. */
export const useProgramStatuses = (idProgram: number | null) =>
  useQuery({ ...programStatusesQueryOptions(idProgram ?? 0), enabled: idProgram !== null && idProgram > 0 });
