import type { DocumentResponse } from '@amal/contract/documents';

/** What a version of a slot is now: the one in force, one replaced by a newer upload, or removed. */
export type VersionState = 'current' | 'replaced' | 'removed';

export interface SlotVersion {
  document: DocumentResponse;
  state: VersionState;
}

/**
 * The versions of one document type, newest first. Every version stays listed (spec: a slot keeps
 * its history); only current ones may still be replaced or removed.
 */
export function slotVersions(documents: readonly DocumentResponse[], idDocumentType: number): SlotVersion[] {
  const ofType = documents.filter((document) => document.idDocumentType === idDocumentType);
  const replaced = new Set(
    ofType.filter((document) => !document.removed).map((document) => document.idDocumentReplaced),
  );
  return ofType
    .map((document): SlotVersion => {
      if (document.removed) return { document, state: 'removed' };
      return { document, state: replaced.has(document.idDocument) ? 'replaced' : 'current' };
    })
    .sort((a, b) => b.document.idDocument - a.document.idDocument);
}
