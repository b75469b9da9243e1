import { DRAFT_RESTORE_DELAY_MS } from '@amal/contract/constants';
import { type DraftData, mergeDraftData, parseDraftData } from '@amal/contract/drafts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDraft } from '../api/get-draft';
import { saveDraft } from '../api/save-draft';
import { browserDraftOrNew, writeBrowserDraft } from './browser-draft';

export interface WizardDraft {
  /** False until the server copy is loaded and the browser copy merged into it. */
  ready: boolean;
  error: Error | null;
  data: DraftData;
  idTempProposal: number | null;
  submissionKey: string;
  /** Stores a step's data under its route: in the browser at once, then on the server. */
  saveStep: (route: string, value: unknown) => Promise<{ idTempProposal: number; data: DraftData }>;
}

/**
 * The draft of one programme (spec §4): the server's copy, with the browser's restored after
 * DRAFT_RESTORE_DELAY_MS and merged over it, since the browser may hold steps the server missed.
 */
export function useWizardDraft(idProgram: number): WizardDraft {
  const server = useDraft(idProgram);
  const [ready, setReady] = useState(false);
  const [data, setData] = useState<DraftData>({});
  const idRef = useRef<number | null>(null);
  const keyRef = useRef<string>('');
  const dataRef = useRef<DraftData>({});

  useEffect(() => {
    if (!server.isSuccess) return;
    const serverData = parseDraftData(server.data?.data);
    idRef.current = server.data?.idTempProposal ?? null;
    dataRef.current = serverData;
    setData(serverData);
    const timer = window.setTimeout(() => {
      const local = browserDraftOrNew(idProgram);
      keyRef.current = local.submissionKey;
      dataRef.current = mergeDraftData(serverData, local.data);
      setData(dataRef.current);
      setReady(true);
    }, DRAFT_RESTORE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [server.isSuccess, server.data, idProgram]);

  const saveStep = useCallback(
    async (route: string, value: unknown) => {
      const next = { ...dataRef.current, [route]: value };
      dataRef.current = next;
      setData(next);
      writeBrowserDraft(idProgram, { data: next, submissionKey: keyRef.current });
      const saved = await saveDraft({ idProgram, idTempProposal: idRef.current, data: next });
      idRef.current = saved.idTempProposal;
      return { idTempProposal: saved.idTempProposal, data: next };
    },
    [idProgram],
  );

  return {
    ready,
    error: server.error,
    data,
    idTempProposal: idRef.current,
    submissionKey: keyRef.current,
    saveStep,
  };
}
