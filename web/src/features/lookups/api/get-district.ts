import type { District } from '@amal/contract/lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/district/{id}: a district (kecamatan). */
export const getDistrict = (id: number, signal?: AbortSignal) => api.get<District>(`/district/${id}`, signal);

export const districtQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['district', id],
    queryFn: ({ signal }) => getDistrict(id, signal),
    // Administrative areas are reference data: they do not change while the app is open.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The area with this id; idle while the id is null (the address field is empty). */
export const useDistrict = (id: number | null | undefined) =>
  useQuery({ ...districtQueryOptions(id ?? 0), enabled: id != null });
