import { programEditorEndpoints } from '@amal/contract/program-editor';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /api/program/{id}/settings: the programme's settings as stored, for its editor. */
export const getProgramSettings = (id: number, signal?: AbortSignal) =>
  call(programEditorEndpoints.get, { params: { id }, signal });

export const programSettingsQueryKey = (id: number) => ['program', id, 'settings'] as const;

export const programSettingsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: programSettingsQueryKey(id),
    queryFn: ({ signal }) => getProgramSettings(id, signal),
  });

export const useProgramSettings = (id: number) => useQuery(programSettingsQueryOptions(id));
