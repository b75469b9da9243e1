import type { Answer } from '@amal/contract/endpoint';
import type { lookupsEndpoints } from '@amal/contract/lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';

/** The endpoints that read one area: a province, regency, district (kecamatan) or village (kelurahan/desa). */
export type AreaEndpoint = (typeof lookupsEndpoints)['province' | 'regency' | 'district' | 'subdistrict'];

/** GET /api/{level}/{id}: one area of Indonesia's administrative areas. */
export const areaQueryOptions = <E extends AreaEndpoint>(area: E, id: number) =>
  queryOptions({
    queryKey: ['area', area.path, id],
    queryFn: ({ signal }) => call(area as AreaEndpoint, { params: { id }, signal }) as Promise<Answer<E>>,
    // Administrative areas are reference data: they do not change while the app is open.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The area with this id; idle while the id is null (the address field is empty). */
export const useArea = <E extends AreaEndpoint>(area: E, id: number | null | undefined) =>
  useQuery({ ...areaQueryOptions(area, id ?? 0), enabled: id != null });
