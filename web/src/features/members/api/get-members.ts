import { type MemberListQuery, memberEndpoints } from '@amal/contract/members';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Every member query (the list, one member): a correction marks them stale. */
export const membersQueryKey = ['members'] as const;

/** Members one page of the list shows. */
export const MEMBER_PAGE_ROWS = 20;

/** GET /api/members/{page}/{rows}: the members the caller may correct, by name. */
export const getMembers = (page: number, query: MemberListQuery, signal?: AbortSignal) =>
  call(memberEndpoints.list, { params: { page, rows: MEMBER_PAGE_ROWS }, query, signal });

export const membersQueryOptions = (page: number, query: MemberListQuery) =>
  queryOptions({
    queryKey: [...membersQueryKey, 'list', page, query],
    queryFn: ({ signal }) => getMembers(page, query, signal),
  });

/** The page asked for; while the next one loads, the rows shown stay. */
export const useMembers = (page: number, query: MemberListQuery) =>
  useQuery({ ...membersQueryOptions(page, query), placeholderData: keepPreviousData });
