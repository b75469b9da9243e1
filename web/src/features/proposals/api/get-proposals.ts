import type { ProposalListBy, ProposalListResponse } from '@amal/contract/proposals';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/proposals/{by}/{page}/{rows}: my proposals as referrer or as reference, newest first. */
export const getProposals = (by: ProposalListBy, page: number, rows: number, signal?: AbortSignal) =>
  api.get<ProposalListResponse>(`/proposals/${by}/${page}/${rows}`, signal);

export const proposalsQueryOptions = (by: ProposalListBy, page: number, rows: number) =>
  queryOptions({
    queryKey: ['proposals', by, page, rows],
    queryFn: ({ signal }) => getProposals(by, page, rows, signal),
    // A new submission must show on return to the home page.
    staleTime: 0,
  });

export const useProposals = (by: ProposalListBy, page: number, rows: number, enabled = true) =>
  useQuery({ ...proposalsQueryOptions(by, page, rows), enabled, placeholderData: keepPreviousData });
