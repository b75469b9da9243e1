import type { BodyInput } from '@amal/contract/endpoint';
import { type FamilyMemberResponse, familyEndpoints } from '@amal/contract/family';
import { call } from '../../../lib/api-client';

type Member = Record<string, unknown> & { idFamily?: number | null };
/** The wizard's rows are checked by the server's schema, not typed member by member here. */
type FamilyBatch<Kind extends 'createBatch' | 'updateBatch'> = BodyInput<(typeof familyEndpoints)[Kind]>;

/**
 * Saves the family before the proposal (spec §7): new members by POST /api/family/batch, known
 * ones by PATCH, both at once when the list has both. Members of another KK are not sent.
 */
export async function saveFamilyBatch(members: readonly Member[]): Promise<FamilyMemberResponse[]> {
  const fresh = members.filter((member) => member.idFamily == null);
  const known = members.filter((member) => member.idFamily != null);
  const calls: Promise<FamilyMemberResponse[]>[] = [];
  if (fresh.length > 0)
    calls.push(call(familyEndpoints.createBatch, { body: fresh as FamilyBatch<'createBatch'> }));
  if (known.length > 0)
    calls.push(call(familyEndpoints.updateBatch, { body: known as FamilyBatch<'updateBatch'> }));
  return (await Promise.all(calls)).flat();
}
