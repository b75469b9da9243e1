import { programAdminEndpoints } from '@amal/contract/program-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /api/programs/admin: the programmes the caller works in, with periods and proposal counts. */
export const getStaffPrograms = (signal?: AbortSignal) => call(programAdminEndpoints.list, { signal });

export const staffProgramsQueryOptions = () =>
  queryOptions({ queryKey: ['programs', 'admin'], queryFn: ({ signal }) => getStaffPrograms(signal) });

export const useStaffPrograms = () => useQuery(staffProgramsQueryOptions());
