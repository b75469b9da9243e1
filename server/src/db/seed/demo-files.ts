import { ACCEPTED_FILES } from '@amal/contract/documents';
import { type FileStore, newStorageKey } from '../../lib/file-store.ts';
import { samplePdf, samplePng } from '../../lib/sample-files.ts';

/**
 * A real file for a demo document, written to the file store before its row (so previews work):
 * a small PDF naming the document, or a PNG for a person's card.
 */
export async function storeDemoFile(files: FileStore, kind: 'pdf' | 'png', title: string) {
  const bytes = kind === 'pdf' ? samplePdf(title) : samplePng(16, 10);
  const contentType = ACCEPTED_FILES[kind];
  const storageKey = newStorageKey('demo', kind);
  await files.put(storageKey, bytes, contentType);
  return { storageKey, extension: kind, contentType, size: bytes.length };
}
