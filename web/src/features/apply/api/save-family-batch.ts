import type { FamilyMemberResponse } from '@amal/contract/family';
import { api } from '../../../lib/api-client';

type Member = Record<string, unknown> & { idFamily?: number | null };

/**
 * Saves the family before the proposal (spec §7): new members by POST /api/family/batch, known
 * ones by PATCH, both at once when the list has both. Members of another KK are not sent.
 */
export async function saveFamilyBatch(members: readonly Member[]): Promise<FamilyMemberResponse[]> {
  const fresh = members.filter((member) => member.idFamily == null);
  const known = members.filter((member) => member.idFamily != null);
  const calls: Promise<FamilyMemberResponse[]>[] = [];
  if (fresh.length > 0) calls.push(api.post<FamilyMemberResponse[]>('/family/batch', fresh));
  if (known.length > 0) calls.push(api.patch<FamilyMemberResponse[]>('/family/batch', known));
  return (await Promise.all(calls)).flat();
}
