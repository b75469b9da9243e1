import { memberEndpoints } from '@amal/contract/members';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { membersQueryKey } from './get-members';

/** GET /api/member/{nip}: the record, bank account, proposals and documents, and what the caller may do. */
export const getMember = (nip: string, signal?: AbortSignal) =>
  call(memberEndpoints.get, { params: { nip }, signal });

export const memberQueryOptions = (nip: string) =>
  queryOptions({
    queryKey: [...membersQueryKey, 'one', nip.toUpperCase()],
    queryFn: ({ signal }) => getMember(nip, signal),
  });

export const useMember = (nip: string) => useQuery(memberQueryOptions(nip));
