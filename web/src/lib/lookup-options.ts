import type { Answer, Endpoint } from '@amal/contract/endpoint';
import { pathOf } from '@amal/contract/endpoint';
import { lookupsEndpoints } from '@amal/contract/lookups';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { call } from './api-client';

export interface Option {
  value: string;
  label: string;
}

/** The lookup tables the wizard's own fields list. */
export const LOOKUP = {
  relationships: lookupsEndpoints.relationships,
  residences: lookupsEndpoints.statusResidences,
  provinces: lookupsEndpoints.provinces,
  banks: lookupsEndpoints.banks,
  incomeTypes: lookupsEndpoints.incomeTypes,
  jobs: lookupsEndpoints.jobs,
  expenseTypes: lookupsEndpoints.expenseTypes,
  assetTypes: lookupsEndpoints.assetTypes,
} as const;

/** A whole lookup table (GET /api/banks, …). */
export type LookupTable = (typeof LOOKUP)[keyof typeof LOOKUP];
/** A lookup table, or the areas one area holds (GET /api/regencies/byidprovince/{id}, …). */
export type LookupList =
  | LookupTable
  | typeof lookupsEndpoints.regencies
  | typeof lookupsEndpoints.districts
  | typeof lookupsEndpoints.subdistricts;

/** The area whose areas a list holds: `{ id }` of the province, regency or district. */
export type AreaParent = { id: number | string };

/** The table a programme's catalogue names (a property's `lookup`: its path under /api), if any. */
export const lookupTable = (name: string | null | undefined): LookupTable | undefined =>
  name ? Object.values(LOOKUP).find((table) => table.path === `/${name}`) : undefined;

/** The name the catalogue gives a table: its path under /api ("relationships"). */
export const lookupName = (table: LookupTable): string => table.path.slice(1);

/** A lookup row: its id is the one field named id… (idRelationship, idBank, …), its label `name`. */
export function toOption(row: Record<string, unknown>): Option {
  const idKey = Object.keys(row).find((key) => key.startsWith('id'));
  return { value: String(idKey ? row[idKey] : ''), label: String(row.name ?? '') };
}

const lookupKey = (list: LookupList, params?: AreaParent) => ['lookup', pathOf(list, params)] as const;

/** The rows of a list, whichever it is: a table, or the areas under the one `params` names. */
const fetchList = <E extends LookupList>(list: E, params: AreaParent | undefined, signal: AbortSignal) =>
  call(list as Endpoint, { params, signal }) as Promise<Answer<E>>;

/**
 * The rows of a lookup table, under one cache entry whoever asks first (a field, a step's narrowed
 * list, the wizard ahead of the step). Reference data: fetched once per page load.
 */
export const lookupQuery = <E extends LookupList>(list: E, params?: AreaParent) =>
  queryOptions({
    queryKey: lookupKey(list, params),
    queryFn: ({ signal }) => fetchList(list, params, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * The rows of a lookup table (relationships, statusresidences, banks, …), or of the areas under the
 * one `params` names, as select options; idle without a list (an area whose parent is not chosen).
 */
export function useLookupOptions(list: LookupList | null | undefined, params?: AreaParent) {
  return useQuery({
    queryKey: list ? lookupKey(list, params) : ['lookup', null],
    queryFn: list ? ({ signal }) => fetchList(list, params, signal) : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    select: (answer) => answer.data.map(toOption),
  });
}
