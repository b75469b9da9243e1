import { verificationEndpoints } from '@amal/contract/verification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

export const verificationResultQueryOptions = (idProposal: number) =>
  queryOptions({
    queryKey: ['proposal', idProposal, 'verification'],
    queryFn: ({ signal }) => call(verificationEndpoints.view, { params: { idProposal }, signal }),
  });

/**
 * GET /api/proposal/verification/{idProposal}: the field verification beside the applicant's answers;
 * 404 when the caller may not read it.
 */
export const useVerificationResult = (idProposal: number) =>
  useQuery(verificationResultQueryOptions(idProposal));

/** GET /api/proposalverificator/handover/proposal/{idProposal}: the proof of handover. */
export const useHandoverProof = (idProposal: number, enabled: boolean) =>
  useQuery({
    queryKey: ['proposal', idProposal, 'handover'],
    queryFn: ({ signal }) =>
      call(verificationEndpoints.handoverOfProposal, { params: { idProposal }, signal }),
    enabled,
  });
