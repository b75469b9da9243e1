import type { ListResponse } from '@amal/contract/api';
import type { DraftResponse } from '@amal/contract/drafts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/temporaryproposal/program/{idProgram}/DRAFTED: the caller's draft of this programme, if any. */
export async function getDraft(idProgram: number, signal?: AbortSignal): Promise<DraftResponse | null> {
  const list = await api.get<ListResponse<DraftResponse>>(
    `/temporaryproposal/program/${idProgram}/DRAFTED`,
    signal,
  );
  return list.data[0] ?? null;
}

export const draftQueryOptions = (idProgram: number) =>
  queryOptions({
    queryKey: ['draft', idProgram],
    queryFn: ({ signal }) => getDraft(idProgram, signal),
    // The wizard keeps the draft in its own state once loaded; a later refetch would not be read.
    staleTime: 0,
    gcTime: 0,
  });

export const useDraft = (idProgram: number) => useQuery(draftQueryOptions(idProgram));
