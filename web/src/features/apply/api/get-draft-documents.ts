import { type DocumentResponse, documentsEndpoints } from '@amal/contract/documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, isApiError } from '../../../lib/api-client';
import type { DraftId } from '../utils/use-wizard-draft';

/**
 * GET /api/documents/draft/{idTempProposal}: the current uploads kept with the member's draft (they
 * become the proposal's when it is sent). A draft already sent or gone has none (the server's 404).
 */
export async function getDraftDocuments(idTempProposal: number, signal?: AbortSignal) {
  try {
    return (await call(documentsEndpoints.listOfDraft, { params: { idTempProposal }, signal })).data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

/** The draft of a programme's uploads: none while the draft has not been stored yet. */
export const draftDocumentsQueryOptions = (idProgram: number, draftId: DraftId) =>
  queryOptions({
    queryKey: ['documents', 'draft', idProgram],
    queryFn: async ({ signal }): Promise<DocumentResponse[]> => {
      const idTempProposal = await draftId();
      return idTempProposal == null ? [] : getDraftDocuments(idTempProposal, signal);
    },
    // Uploads and removals change them while the step is open; the step keeps its own list after.
    staleTime: 0,
    // Keyed by programme: dropped when the wizard closes, so that a later draft of the programme
    // never starts from a sent one's uploads.
    gcTime: 0,
  });

export const useDraftDocuments = (idProgram: number, draftId: DraftId | undefined) =>
  useQuery({
    ...draftDocumentsQueryOptions(idProgram, draftId ?? (async () => null)),
    enabled: draftId !== undefined,
  });
