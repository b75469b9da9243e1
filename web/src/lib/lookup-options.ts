import type { ListResponse } from '@amal/contract/api';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export interface Option {
  value: string;
  label: string;
}

/** A lookup row: its id is the one field named id… (idRelationship, idBank, …), its label `name`. */
export function toOption(row: Record<string, unknown>): Option {
  const idKey = Object.keys(row).find((key) => key.startsWith('id'));
  return { value: String(idKey ? row[idKey] : ''), label: String(row.name ?? '') };
}

/**
 * The rows of a lookup table (GET /api/{path}: relationships, statusresidences, banks, …) as select
 * options. Reference data: fetched once per page load.
 */
export function useLookupOptions(path: string | null | undefined) {
  return useQuery({
    queryKey: ['lookup', path],
    queryFn: ({ signal }) => api.get<ListResponse<Record<string, unknown>>>(`/${path}`, signal),
    enabled: Boolean(path),
    staleTime: Number.POSITIVE_INFINITY,
    select: (list) => list.data.map(toOption),
  });
}
