import {
  administratorEndpoints,
  MEMBER_SEARCH_MAX_ROWS,
  MEMBER_SEARCH_MIN,
} from '@amal/contract/administrators';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { administratorsQueryKey } from './get-administrators';

/** GET /api/administrator/members/1/20: members whose NIP or name starts with `search`. */
export const searchMembers = (search: string, signal?: AbortSignal) =>
  call(administratorEndpoints.members, {
    params: { page: 1, rows: MEMBER_SEARCH_MAX_ROWS },
    query: { search },
    signal,
  });

export const memberSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...administratorsQueryKey, 'members', search],
    queryFn: ({ signal }) => searchMembers(search, signal),
  });

/** Asks only once the search has enough characters (fewer would list half the membership). */
export const useMemberSearch = (search: string) =>
  useQuery({
    ...memberSearchQueryOptions(search.trim()),
    enabled: search.trim().length >= MEMBER_SEARCH_MIN,
    placeholderData: keepPreviousData,
  });
