import { HOME_MENU_DOCUMENT_TYPES } from '@amal/contract/home-menu';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { userDocumentsQueryOptions } from '../../../lib/documents';
import { currentUserQueryKey } from '../../../lib/query-keys';
import { documentTypeQueryOptions } from './get-document-type';

/**
 * The member's own KTP (2) and KK (6): each type (GET /api/documenttype/{id}) and its current
 * versions (GET /api/document/user/{idDocumentType}).
 */
export function useOwnDocuments() {
  const types = useQueries({
    queries: HOME_MENU_DOCUMENT_TYPES.map((id) => documentTypeQueryOptions(id)),
    combine: (results) => ({
      data: results.every((result) => result.data) ? results.map((result) => result.data!) : undefined,
      error: results.find((result) => result.error)?.error ?? null,
      refetch: () => Promise.all(results.map((result) => result.refetch())),
    }),
  });
  const documents = useQueries({
    queries: HOME_MENU_DOCUMENT_TYPES.map((id) => userDocumentsQueryOptions(id)),
    combine: (results) => ({
      data: results.every((result) => result.data)
        ? results.flatMap((result) => result.data!.data)
        : undefined,
      error: results.find((result) => result.error)?.error ?? null,
      refetch: () => Promise.all(results.map((result) => result.refetch())),
    }),
  });
  return { types, documents };
}

/**
 * After an upload or a removal: the lists of those documents and the member (whose
 * `homeDocumentTypes` open the home tiles) are read again.
 */
export function useRefreshOwnDocuments() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['documents', 'user'] }),
      queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    ]);
}
