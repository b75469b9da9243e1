import { type DocumentResponse, documentsEndpoints } from '@amal/contract/documents';
import { pathOf } from '@amal/contract/endpoint';
import { queryOptions } from '@tanstack/react-query';
import { API_BASE, call } from './api-client';

/**
 * Document calls shared by the wizard's documents step (apply) and "Lengkapi pengajuan"
 * (documents): uploads, removals and the addresses a version is shown and downloaded from.
 */

/** A version shown inline (image, PDF viewer, audio player): the server streams it with its type. */
export const documentUrl = (idDocument: number) =>
  `${API_BASE}${pathOf(documentsEndpoints.view, { idDocument })}`;
/** The same version as an attachment (the "Unduh" link). */
export const documentDownloadUrl = (idDocument: number) =>
  `${API_BASE}${pathOf(documentsEndpoints.download, { idDocument })}`;

/**
 * Where an upload goes: a proposal's document, a wizard upload before the proposal exists, or
 * (idProgram 0, nothing else) the member's own document.
 */
export interface UploadTarget {
  idProgram: number;
  idProposal?: number;
  /**
   * A wizard upload: the member's draft it is kept with until the proposal is sent, or how to get
   * its id (the draft exists once its first save has been stored).
   */
  idTempProposal?: number | (() => Promise<number>);
}

export interface UploadRequest extends UploadTarget {
  file: File;
  idDocumentType: number;
  /** The version this upload replaces (same slot); the old one stays readable. */
  idDocumentReplaced?: number;
}

/** POST /api/document/type (multipart): the stored version. */
export async function uploadDocument(request: UploadRequest): Promise<DocumentResponse> {
  const form = new FormData();
  form.append('idDocumentType', String(request.idDocumentType));
  // The programme only matters before the proposal exists: the server takes it from the proposal.
  if (request.idProposal) form.append('idProposal', String(request.idProposal));
  else {
    // 0: no programme, a person's own document (their KTP or KK, added on their profile).
    if (request.idProgram > 0) form.append('idProgram', String(request.idProgram));
    const draft = request.idTempProposal;
    const idTempProposal = typeof draft === 'function' ? await draft() : draft;
    if (idTempProposal) form.append('idTempProposal', String(idTempProposal));
  }
  if (request.idDocumentReplaced) form.append('idDocumentReplaced', String(request.idDocumentReplaced));
  // Last, so that a streaming multipart parser has read every field when the file arrives.
  form.append('file', request.file);
  return call(documentsEndpoints.upload, { body: form });
}

/** DELETE /api/document/{id}: marks the version removed (its history is kept). */
export const removeDocument = (idDocument: number) =>
  call(documentsEndpoints.remove, { params: { idDocument } });

/**
 * GET /api/document/user/{idDocumentType}: the caller's own active documents of a type (a person's
 * document about them, e.g. their KTP or KK: in no proposal and no draft).
 */
export const userDocumentsQueryOptions = (idDocumentType: number) =>
  queryOptions({
    queryKey: ['documents', 'user', idDocumentType],
    queryFn: ({ signal }) => call(documentsEndpoints.listOwn, { params: { idDocumentType }, signal }),
    // Uploads and reviews change them while the app is open.
    staleTime: 0,
  });
