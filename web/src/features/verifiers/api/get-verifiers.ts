import { type VerifierListQueryInput, verifierEndpoints } from '@amal/contract/verifiers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Field verifiers one page of the list shows. */
export const VERIFIER_PAGE_ROWS = 25;

/** GET /api/verificators/{page}/{rows}: the field verifiers of the programmes the caller works in. */
export const getVerifiers = (page: number, query: VerifierListQueryInput, signal?: AbortSignal) =>
  call(verifierEndpoints.list, { params: { page, rows: VERIFIER_PAGE_ROWS }, query, signal });

export const verifiersQueryOptions = (page: number, query: VerifierListQueryInput) =>
  queryOptions({
    queryKey: ['verifiers', page, query],
    queryFn: ({ signal }) => getVerifiers(page, query, signal),
  });

/** The page asked for; while the next one loads, the rows shown stay. Idle when not `enabled`. */
export const useVerifiers = (page: number, query: VerifierListQueryInput, enabled = true) =>
  useQuery({ ...verifiersQueryOptions(page, query), placeholderData: keepPreviousData, enabled });
