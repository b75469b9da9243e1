import type { ListResponse } from '@amal/contract/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export interface Option {
  value: string;
  label: string;
}

/** The lookup tables the wizard's own fields list (GET /api/{path}). */
export const LOOKUP = {
  relationships: 'relationships',
  residences: 'statusresidences',
  provinces: 'provinces',
  banks: 'banks',
  incomeTypes: 'incometypes',
  jobs: 'jobs',
  expenseTypes: 'expensetypes',
  assetTypes: 'assettypes',
} as const;

/** A lookup row: its id is the one field named id… (idRelationship, idBank, …), its label `name`. */
export function toOption(row: Record<string, unknown>): Option {
  const idKey = Object.keys(row).find((key) => key.startsWith('id'));
  return { value: String(idKey ? row[idKey] : ''), label: String(row.name ?? '') };
}

/**
 * The rows of a lookup table, under one cache entry whoever asks first (a field, a step's narrowed
 * list, the wizard ahead of the step). Reference data: fetched once per page load.
 */
export const lookupQuery = <Row = Record<string, unknown>>(path: string) =>
  queryOptions({
    queryKey: ['lookup', path],
    queryFn: ({ signal }) => api.get<ListResponse<Row>>(`/${path}`, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The rows of a lookup table (relationships, statusresidences, banks, …) as select options. */
export function useLookupOptions(path: string | null | undefined) {
  return useQuery({
    ...lookupQuery(path ?? ''),
    enabled: Boolean(path),
    select: (list) => list.data.map(toOption),
  });
}
