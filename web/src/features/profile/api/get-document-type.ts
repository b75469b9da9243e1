import { programsEndpoints } from '@amal/contract/programs';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /api/documenttype/{id}: a document type's name, whether it takes several files, what kinds. */
export const getDocumentType = (idDocumentType: number, signal?: AbortSignal) =>
  call(programsEndpoints.documentType, { params: { id: idDocumentType }, signal });

export const documentTypeQueryOptions = (idDocumentType: number) =>
  queryOptions({
    queryKey: ['documenttype', idDocumentType],
    queryFn: ({ signal }) => getDocumentType(idDocumentType, signal),
    // Reference data: changed only by the programme editor.
    staleTime: Number.POSITIVE_INFINITY,
  });
