import { DRAFT_RESTORE_DELAY_MS } from '@amal/contract/constants';
import { type DraftData, mergeDraftData, parseDraftData } from '@amal/contract/drafts';
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
   * Stores a step's data under its route: in the browser and in `data` before it returns, then on
   * the server, one save after another (the first creates the draft whose id the next ones need).
   * The promise is the server's. Each save sends the whole draft, so one that failed is made good
   * by the next.
   */
  saveStep: (route: string, value: unknown) => Promise<SavedDraft>;
  /** The draft's id on the server once the saves before have been stored (see DraftId). */
  draftId: DraftId;
}

/**
 * The draft's id on the server, after the saves already queued: null while it has none, unless
 * `create`, which stores the draft as it is to create it (an upload must be kept with a draft).
 */
export type DraftId = (options?: { create?: boolean }) => Promise<number | null>;

/**
 * The last server save of each programme's draft, per page rather than per wizard: a member who
 * leaves the wizard and comes back while a save is in flight has the new saves wait for it, so the
 * server never ends with an older draft than the browser.
 */
const pendingSaves = new Map<number, Promise<unknown>>();

/**
 * The draft of one programme (spec §4): the server's copy, with the browser's restored after
 * DRAFT_RESTORE_DELAY_MS and merged over it, since the browser may hold steps the server missed.
 */
export function useWizardDraft(idProgram: number): WizardDraft {
  const server = useDraft(idProgram);
  const [ready, setReady] = useState(false);
  // The data shown is dataRef's: a saved step changes it and the step change renders it.
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
    (route: string, value: unknown) => {
      const next = { ...dataRef.current, [route]: value };
      dataRef.current = next;
      writeBrowserDraft(idProgram, { data: next, submissionKey: keyRef.current });
      const saved = (pendingSaves.get(idProgram) ?? Promise.resolve())
        .catch(() => undefined)
        .then(async () => {
          const response = await saveDraft({ idProgram, idTempProposal: idRef.current, data: next });
          idRef.current = response.idTempProposal;
          return { idTempProposal: response.idTempProposal, data: next };
        });
      pendingSaves.set(idProgram, saved);
      return saved;
    },
    [idProgram],
  );

  const draftId = useCallback<DraftId>(
    ({ create = false } = {}) => {
      const known = (pendingSaves.get(idProgram) ?? Promise.resolve())
        .catch(() => undefined)
        .then(async () => {
          if (idRef.current != null || !create) return idRef.current;
          const response = await saveDraft({ idProgram, idTempProposal: null, data: dataRef.current });
          idRef.current = response.idTempProposal;
          return response.idTempProposal;
        });
      // A draft being created: the saves after it wait for its id rather than create another.
      if (create) pendingSaves.set(idProgram, known);
      return known;
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
    draftId,
  };
}
