import type { Subdistrict } from '@amal/contract/lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/subdistrict/{id}: a village (kelurahan/desa). */
export const getSubdistrict = (id: number, signal?: AbortSignal) =>
  api.get<Subdistrict>(`/subdistrict/${id}`, signal);

export const subdistrictQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['subdistrict', id],
    queryFn: ({ signal }) => getSubdistrict(id, signal),
    // Administrative areas are reference data: they do not change while the app is open.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The area with this id; idle while the id is null (the address field is empty). */
export const useSubdistrict = (id: number | null | undefined) =>
  useQuery({ ...subdistrictQueryOptions(id ?? 0), enabled: id != null });
