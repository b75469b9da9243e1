import type { ListResponse } from '@amal/contract/api';
import type { FamilyMemberResponse } from '@amal/contract/family';
import { api, isApiError } from '../../../lib/api-client';

/**
 * GET /api/families/nomorkk/{nomorKK}/{idUser}: the members registered under a KK number, or null
 * when the registry holds none (the server answers 404 then).
 */
export async function getFamilyByKk(nomorKK: string, idUser: number): Promise<FamilyMemberResponse[] | null> {
  try {
    const list = await api.get<ListResponse<FamilyMemberResponse>>(
      `/families/nomorkk/${encodeURIComponent(nomorKK)}/${idUser}`,
    );
    return list.data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
