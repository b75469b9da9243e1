import type { Province } from '@amal/contract/lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/province/{id}: a province (provinsi). */
export const getProvince = (id: number, signal?: AbortSignal) => api.get<Province>(`/province/${id}`, signal);

export const provinceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['province', id],
    queryFn: ({ signal }) => getProvince(id, signal),
    // Administrative areas are reference data: they do not change while the app is open.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The area with this id; idle while the id is null (the address field is empty). */
export const useProvince = (id: number | null | undefined) =>
  useQuery({ ...provinceQueryOptions(id ?? 0), enabled: id != null });
