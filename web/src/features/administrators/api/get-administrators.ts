import { type AdministratorListQuery, administratorEndpoints } from '@amal/contract/administrators';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Every administrators query (the list, one administrator): a grant or a removal marks them stale. */
export const administratorsQueryKey = ['administrators'] as const;

/** Administrators one page of the list shows. */
export const ADMINISTRATOR_PAGE_ROWS = 20;

/** GET /api/administrators/{page}/{rows}: the staff by name, with their roles per programme. */
export const getAdministrators = (page: number, query: AdministratorListQuery, signal?: AbortSignal) =>
  call(administratorEndpoints.list, { params: { page, rows: ADMINISTRATOR_PAGE_ROWS }, query, signal });

export const administratorsQueryOptions = (page: number, query: AdministratorListQuery) =>
  queryOptions({
    queryKey: [...administratorsQueryKey, 'list', page, query],
    queryFn: ({ signal }) => getAdministrators(page, query, signal),
  });

/** The page asked for; while the next one loads, the rows shown stay. */
export const useAdministrators = (page: number, query: AdministratorListQuery) =>
  useQuery({ ...administratorsQueryOptions(page, query), placeholderData: keepPreviousData });
