import type { DraftData, DraftResponse } from '@amal/contract/drafts';
import { api } from '../../../lib/api-client';

/** POST /api/temporaryproposal the first time, PATCH with its id after (spec §7 "Draft"). */
export function saveDraft(input: { idProgram: number; idTempProposal: number | null; data: DraftData }) {
  const data = JSON.stringify(input.data);
  if (input.idTempProposal == null) {
    return api.post<DraftResponse>('/temporaryproposal', { idProgram: input.idProgram, data });
  }
  return api.patch<DraftResponse>('/temporaryproposal', { idTempProposal: input.idTempProposal, data });
}
