import type { DraftData } from '@amal/contract/drafts';
import { createRequestId } from '../../../lib/api-client';

/** What the browser keeps per programme: the steps saved so far and the submission's idempotency key. */
export interface BrowserDraft {
  data: DraftData;
  /** Made once per draft, so a double click or a retried submit sends the same key. */
  submissionKey: string;
}

const storageKey = (idProgram: number) => `amal.draft.${idProgram}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored copy, or null when there is none or it cannot be read (then only logged: spec §4). */
export function readBrowserDraft(idProgram: number): BrowserDraft | null {
  const text = window.localStorage.getItem(storageKey(idProgram));
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!isRecord(value) || !isRecord(value.data) || typeof value.submissionKey !== 'string') {
      throw new Error('unexpected shape');
    }
    return { data: value.data, submissionKey: value.submissionKey };
  } catch (error) {
    console.warn(`Draf tersimpan program ${idProgram} tidak dapat dibaca`, error);
    return null;
  }
}

export function writeBrowserDraft(idProgram: number, draft: BrowserDraft): void {
  try {
    window.localStorage.setItem(storageKey(idProgram), JSON.stringify(draft));
  } catch (error) {
    // A full or disabled storage must not stop the wizard: the server copy is still saved.
    console.warn('Draf tidak dapat disimpan di browser', error);
  }
}

export const clearBrowserDraft = (idProgram: number) => window.localStorage.removeItem(storageKey(idProgram));

/** The stored copy, or a new empty one with a fresh submission key. */
export const browserDraftOrNew = (idProgram: number): BrowserDraft =>
  readBrowserDraft(idProgram) ?? { data: {}, submissionKey: createRequestId() };
