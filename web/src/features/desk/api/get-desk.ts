import { type DeskQueryInput, deskEndpoints } from '@amal/contract/desk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { DESK_PAGE_ROWS } from '../utils/desk-search';

/** Every desk query (the lists and the staff detail): a decision marks them all stale. */
export const deskQueryKey = ['desk'] as const;

/** GET /api/proposals/admin/{page}/{rows}: a page of the proposals of the caller's programmes. */
export const getDesk = (page: number, query: DeskQueryInput, signal?: AbortSignal) =>
  call(deskEndpoints.list, { params: { page, rows: DESK_PAGE_ROWS }, query, signal });

export const deskQueryOptions = (page: number, query: DeskQueryInput) =>
  queryOptions({
    queryKey: [...deskQueryKey, 'list', page, query],
    queryFn: ({ signal }) => getDesk(page, query, signal),
    // Other staff move proposals all day: a page shown again is read again.
    staleTime: 0,
  });

/** The page asked for; while the next one loads, the rows shown stay (and say they are loading). */
export const useDesk = (page: number, query: DeskQueryInput) =>
  useQuery({ ...deskQueryOptions(page, query), placeholderData: keepPreviousData });
