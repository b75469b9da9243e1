import { proposalsEndpoints, type SubmitProposalInput } from '@amal/contract/proposals';
import { call } from '../../../lib/api-client';

/** POST /api/proposal/batch: the proposal without its family (saved before, through the family batch). */
export const submitProposal = (body: SubmitProposalInput) => call(proposalsEndpoints.submit, { body });
