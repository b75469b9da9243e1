import type { ProposalListBy, proposalsEndpoints } from '@amal/contract/proposals';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { proposalListsQueryKey } from '../../../lib/query-keys';

/**
 * How long a list's answer is not asked again: long enough that the lists a member's home arrived
 * with (decision 0013) are not fetched again at once. A submission or an edit marks them stale itself.
 */
const LIST_FRESH_MS = 10_000;

// The member's home lists are on a first page: the definition is read as a type (callRoute).
type List = typeof proposalsEndpoints.list;

/** GET /api/proposals/{by}/{page}/{rows}: my proposals as referrer or as reference, newest first. */
export const getProposals = (by: ProposalListBy, page: number, rows: number, signal?: AbortSignal) =>
  callRoute<List>(
    { method: 'GET', path: '/proposals/:by/:page/:rows' },
    { params: { by, page, rows }, signal },
  );

export const proposalsQueryOptions = (by: ProposalListBy, page: number, rows: number) =>
  queryOptions({
    queryKey: [...proposalListsQueryKey, by, page, rows],
    queryFn: ({ signal }) => getProposals(by, page, rows, signal),
    staleTime: LIST_FRESH_MS,
  });

export const useProposals = (by: ProposalListBy, page: number, rows: number, enabled = true) =>
  useQuery({ ...proposalsQueryOptions(by, page, rows), enabled, placeholderData: keepPreviousData });
