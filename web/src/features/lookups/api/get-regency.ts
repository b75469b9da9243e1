import type { Regency } from '@amal/contract/lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/regency/{id}: a regency or city (kabupaten/kota). */
export const getRegency = (id: number, signal?: AbortSignal) => api.get<Regency>(`/regency/${id}`, signal);

export const regencyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['regency', id],
    queryFn: ({ signal }) => getRegency(id, signal),
    // Administrative areas are reference data: they do not change while the app is open.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The area with this id; idle while the id is null (the address field is empty). */
export const useRegency = (id: number | null | undefined) =>
  useQuery({ ...regencyQueryOptions(id ?? 0), enabled: id != null });
