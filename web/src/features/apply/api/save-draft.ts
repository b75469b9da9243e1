import { type DraftData, draftsEndpoints } from '@amal/contract/drafts';
import { call } from '../../../lib/api-client';

/** POST /api/temporaryproposal the first time, PATCH with its id after (spec §7 "Draft"). */
export function saveDraft(input: { idProgram: number; idTempProposal: number | null; data: DraftData }) {
  const data = JSON.stringify(input.data);
  if (input.idTempProposal == null) {
    return call(draftsEndpoints.create, { body: { idProgram: input.idProgram, data } });
  }
  return call(draftsEndpoints.update, { body: { idTempProposal: input.idTempProposal, data } });
}
