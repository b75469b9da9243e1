import { type DraftResponse, draftsEndpoints } from '@amal/contract/drafts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /api/temporaryproposal/program/{idProgram}/DRAFTED: the caller's draft of this programme, if any. */
export async function getDraft(idProgram: number, signal?: AbortSignal): Promise<DraftResponse | null> {
  const list = await call(draftsEndpoints.listOfProgram, {
    params: { idProgram, status: 'DRAFTED' },
    signal,
  });
  return list.data[0] ?? null;
}

export const draftQueryOptions = (idProgram: number) =>
  queryOptions({
    queryKey: ['draft', idProgram],
    queryFn: ({ signal }) => getDraft(idProgram, signal),
    // Read once per visit of the wizard, which then keeps the draft itself: a refetch (the browser
    // back online, the tab focused again) would put the server's copy over steps it has not stored
    // yet (decision 0014). Dropped when the wizard closes, so the next visit reads it afresh.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export const useDraft = (idProgram: number) => useQuery(draftQueryOptions(idProgram));
