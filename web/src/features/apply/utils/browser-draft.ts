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

export const clearBrowserDraft = (idProgram: number) => {
  window.localStorage.removeItem(storageKey(idProgram));
  window.localStorage.removeItem(unsavedKey(idProgram));
};

// ---------------------------------------------------------------------------------------------
// What a member typed in a step and has not saved yet (issue 32 item 11): kept apart from the saved
// steps, so that it is never sent as saved data, and given back to the step after a reload.
// ---------------------------------------------------------------------------------------------

const unsavedKey = (idProgram: number) => `amal.draft.${idProgram}.unsaved`;

function readUnsaved(idProgram: number): Record<string, unknown> {
  const text = window.localStorage.getItem(unsavedKey(idProgram));
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : {};
  } catch (error) {
    console.warn(`Isian belum tersimpan program ${idProgram} tidak dapat dibaca`, error);
    return {};
  }
}

/** A step's unsaved form values (by route), if the browser holds any. */
export function readUnsavedStep(idProgram: number, route: string): Record<string, unknown> | null {
  const values = readUnsaved(idProgram)[route];
  return isRecord(values) ? values : null;
}

/** Keeps a step's form values as typed; `null` forgets them (the step was saved). */
export function writeUnsavedStep(idProgram: number, route: string, values: Record<string, unknown> | null) {
  const all = readUnsaved(idProgram);
  if (values === null) delete all[route];
  else all[route] = values;
  try {
    if (Object.keys(all).length === 0) window.localStorage.removeItem(unsavedKey(idProgram));
    else window.localStorage.setItem(unsavedKey(idProgram), JSON.stringify(all));
  } catch (error) {
    console.warn('Isian belum tersimpan tidak dapat disimpan di browser', error);
  }
}

/** The stored copy, or a new empty one with a fresh submission key. */
export const browserDraftOrNew = (idProgram: number): BrowserDraft =>
  readBrowserDraft(idProgram) ?? { data: {}, submissionKey: createRequestId() };
