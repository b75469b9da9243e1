import { auditEndpoints } from '@amal/contract/audit';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { membersQueryKey } from './get-members';

/**
 * GET /api/audit/user/{idUser}: what staff did to or read of the member; asked only when the
 * record says the caller may read it. Under the members' key, so a correction marks it stale.
 */
export const useMemberAudit = (idUser: number, enabled: boolean) =>
  useQuery({
    queryKey: [...membersQueryKey, 'audit', idUser],
    queryFn: ({ signal }) => call(auditEndpoints.ofMember, { params: { idUser }, signal }),
    enabled,
  });
