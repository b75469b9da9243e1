import type { SubmitProposalInput, SubmitProposalResponse } from '@amal/contract/proposals';
import { api } from '../../../lib/api-client';

/** POST /api/proposal/batch: the proposal without its family (saved before, through the family batch). */
export const submitProposal = (body: SubmitProposalInput) =>
  api.post<SubmitProposalResponse>('/proposal/batch', body);
