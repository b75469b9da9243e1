/**
 * A section save the network dropped (issue 35, the weak-network rule): what the verifier sent is
 * kept in the browser under the proposal and section until a save goes through, and given back to
 * the section after a reload. The same localStorage habits as the wizard's browser draft
 * (features/apply/utils/browser-draft.ts): a full or disabled storage only logs.
 */
const storageKey = (idProposal: number, key: string | number) => `amal.verification.${idProposal}.${key}`;

export interface Kept {
  data: unknown;
  /** When it was kept (ISO instant). */
  keptAt: string;
}

export function readKept(idProposal: number, key: string | number): Kept | null {
  let text: string | null = null;
  try {
    text = window.localStorage.getItem(storageKey(idProposal, key));
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || !('data' in value))
      throw new Error('unexpected shape');
    return value as Kept;
  } catch (error) {
    console.warn(`Isian verifikasi ${idProposal}/${key} tidak dapat dibaca`, error);
    return null;
  }
}

export function writeKept(idProposal: number, key: string | number, data: unknown): void {
  try {
    window.localStorage.setItem(
      storageKey(idProposal, key),
      JSON.stringify({ data, keptAt: new Date().toISOString() } satisfies Kept),
    );
  } catch (error) {
    console.warn('Isian verifikasi tidak dapat disimpan di browser', error);
  }
}

export function clearKept(idProposal: number, key: string | number): void {
  try {
    window.localStorage.removeItem(storageKey(idProposal, key));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
