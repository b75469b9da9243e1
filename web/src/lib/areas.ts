import type { District, Province, Regency, Subdistrict } from '@amal/contract/lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** The levels of Indonesia's administrative areas, as the single-area endpoints name them. */
type Areas = { province: Province; regency: Regency; district: District; subdistrict: Subdistrict };
export type AreaLevel = keyof Areas;

/** GET /api/{level}/{id}: one province, regency, district (kecamatan) or village (kelurahan/desa). */
export const areaQueryOptions = <L extends AreaLevel>(level: L, id: number) =>
  queryOptions({
    queryKey: ['area', level, id],
    queryFn: ({ signal }) => api.get<Areas[L]>(`/${level}/${id}`, signal),
    // Administrative areas are reference data: they do not change while the app is open.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The area with this id; idle while the id is null (the address field is empty). */
export const useArea = <L extends AreaLevel>(level: L, id: number | null | undefined) =>
  useQuery({ ...areaQueryOptions(level, id ?? 0), enabled: id != null });
