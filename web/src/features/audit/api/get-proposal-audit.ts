import { auditEndpoints } from '@amal/contract/audit';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /api/audit/proposal/{idProposal}: asked only when the detail says the caller may read it. */
export const useProposalAudit = (idProposal: number, enabled: boolean) =>
  useQuery({
    queryKey: ['audit', 'proposal', idProposal],
    queryFn: ({ signal }) => call(auditEndpoints.ofProposal, { params: { idProposal }, signal }),
    enabled,
  });
