import { programEditorEndpoints } from '@amal/contract/program-editor';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /api/program/editor/catalogue: the statuses, roles, document types and foundation accounts to choose from. */
export const getEditorCatalogue = (signal?: AbortSignal) =>
  call(programEditorEndpoints.catalogue, { signal });

export const editorCatalogueQueryOptions = () =>
  queryOptions({
    queryKey: ['program', 'editor', 'catalogue'],
    queryFn: ({ signal }) => getEditorCatalogue(signal),
    staleTime: 5 * 60_000,
  });

export const useEditorCatalogue = () => useQuery(editorCatalogueQueryOptions());
