import { DRAFT_RESTORE_DELAY_MS } from '@amal/contract/constants';
import { type DraftData, type DraftResponse, mergeDraftData, parseDraftData } from '@amal/contract/drafts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDraft } from '../api/get-draft';
import { saveDraft } from '../api/save-draft';
import { browserDraftOrNew, writeBrowserDraft } from './browser-draft';

export interface SavedDraft {
  idTempProposal: number;
  data: DraftData;
}

export interface WizardDraft {
  /** False until the server copy is loaded and the browser copy merged into it. */
  ready: boolean;
  error: Error | null;
  data: DraftData;
  idTempProposal: number | null;
  submissionKey: string;
  /**
   * Stores a step's data under its route: in the browser at once, then on the server. `then` runs
   * once the server has stored it, with the wizard's own update (e.g. moving to the next step).
   */
  saveStep: (route: string, value: unknown, then?: () => void) => Promise<SavedDraft>;
}

/**
 * The draft of one programme (spec §4): the server's copy, with the browser's restored after
 * DRAFT_RESTORE_DELAY_MS and merged over it, since the browser may hold steps the server missed.
 */
export function useWizardDraft(idProgram: number): WizardDraft {
  const server = useDraft(idProgram);
  const [ready, setReady] = useState(false);
  // The data shown is dataRef's; this state renders it where no step change does.
  const [, setData] = useState<DraftData>({});
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
    async (route: string, value: unknown, then?: () => void) => {
      const next = { ...dataRef.current, [route]: value };
      dataRef.current = next;
      writeBrowserDraft(idProgram, { data: next, submissionKey: keyRef.current });
      let saved: DraftResponse;
      try {
        saved = await saveDraft({ idProgram, idTempProposal: idRef.current, data: next });
      } catch (error) {
        setData(next);
        throw error;
      }
      idRef.current = saved.idTempProposal;
      // What follows (the next step) renders the new data, read from dataRef: setting it as state
      // first would render the step being left again, every field of it, for nothing.
      if (then) then();
      else setData(next);
      return { idTempProposal: saved.idTempProposal, data: next };
    },
    [idProgram],
  );

  return {
    ready,
    error: server.error,
    data: dataRef.current,
    idTempProposal: idRef.current,
    submissionKey: keyRef.current,
    saveStep,
  };
}
