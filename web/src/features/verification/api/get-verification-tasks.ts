import { verifierAssignmentEndpoints } from '@amal/contract/verifiers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const verificationTasksQueryOptions = () =>
  queryOptions({
    queryKey: ['verification', 'tasks'],
    queryFn: ({ signal }) => call(verifierAssignmentEndpoints.mine, { signal }),
  });

/** GET /api/proposals/verifications: the caller's proposals to verify, nearest visit first. */
export const useVerificationTasks = () => useQuery(verificationTasksQueryOptions());
