import type { CommentResponse } from '@amal/contract/comments';
import type { DocumentFileKind, DocumentResponse } from '@amal/contract/documents';
import type { ProgramDocumentType } from '@amal/contract/programs';

/** A programme's document type. */
export function buildDocumentType(
  idDocumentType: number,
  name: string,
  overrides: {
    required?: boolean;
    multiple?: boolean;
    fromUser?: boolean;
    accepts?: DocumentFileKind[];
  } = {},
): ProgramDocumentType {
  const { required = true, multiple = false, fromUser = false, accepts = ['image', 'pdf'] } = overrides;
  return { idDocumentType, required, documentType: { idDocumentType, name, multiple, fromUser, accepts } };
}

/** A stored version of a proposal's document, not yet reviewed. */
export function buildDocument(overrides: Partial<DocumentResponse> = {}): DocumentResponse {
  return {
    idDocument: 41,
    idDocumentType: 5,
    idUser: 1,
    idProposal: 9,
    idTempProposal: null,
    idPerson: null,
    idDocumentReplaced: null,
    extension: 'pdf',
    contentType: 'application/pdf',
    size: 2048,
    reviewStatus: 'PENDING',
    reviewReason: null,
    reviewedAt: null,
    removed: false,
    createdAt: '2026-02-01T03:00:00.000Z',
    ...overrides,
  };
}

/** A comment on document 41 of proposal 9. */
export function buildComment(overrides: Partial<CommentResponse> = {}): CommentResponse {
  return {
    idComment: 1,
    idUser: 1,
    idProposal: 9,
    idReference: 41,
    tableReference: 'documents',
    message: 'Mohon periksa.',
    createdAt: '2026-02-01T03:00:00.000Z',
    user: { fullName: 'Ahmad Fauzi' },
    ...overrides,
  };
}

/** A list answer. */
export const listOf = <T>(data: T[]) => ({ data, total: data.length, page: 1, rows: data.length });
