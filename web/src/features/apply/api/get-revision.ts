import { revisionEndpoints } from '@amal/contract/revisions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /api/proposal/revision/{idProposal}: the sections staff reopened, with their notes. */
export const revisionQueryOptions = (idProposal: number) =>
  queryOptions({
    queryKey: ['revision', idProposal],
    queryFn: ({ signal }) => call(revisionEndpoints.open, { params: { idProposal }, signal }),
  });

export const useRevision = (idProposal: number) => useQuery(revisionQueryOptions(idProposal));
