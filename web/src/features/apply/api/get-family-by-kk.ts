import { type FamilyMemberResponse, familyEndpoints } from '@amal/contract/family';
import { call, isApiError } from '../../../lib/api-client';

/**
 * GET /api/families/nomorkk/{nomorKK}/{idUser}: the members registered under a KK number, or null
 * when the registry holds none (the server answers 404 then).
 */
export async function getFamilyByKk(nomorKK: string, idUser: number): Promise<FamilyMemberResponse[] | null> {
  try {
    const list = await call(familyEndpoints.lookUpByKk, { params: { nomorKK, idUser } });
    return list.data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
