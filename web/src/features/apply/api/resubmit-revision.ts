import { type Resubmit, revisionEndpoints } from '@amal/contract/revisions';
import { call } from '../../../lib/api-client';

/** PATCH /api/proposal/revision/{idProposal}: the corrected sections (the family saved before, as when sending). */
export const resubmitRevision = (idProposal: number, sections: Resubmit['sections']) =>
  call(revisionEndpoints.resubmit, { params: { idProposal }, body: { sections } });
