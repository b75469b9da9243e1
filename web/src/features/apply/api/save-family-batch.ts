import type { BodyInput } from '@amal/contract/endpoint';
import { type FamilyMemberResponse, familyEndpoints, isDimmedMember } from '@amal/contract/family';
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

/** The family members this applicant may write: those of their own KK (spec §6 "Rules"). */
function ownFamily(family: unknown): Member[] {
  const section = typeof family === 'object' && family !== null ? (family as Record<string, unknown>) : {};
  const kk = typeof section.nomorKK === 'string' ? section.nomorKK : '';
  const members = Array.isArray(section.members) ? (section.members as Member[]) : [];
  return members.filter((member) => !isDimmedMember(member as { nomorKK?: string }, kk));
}

/** The family step's own members saved for `idUser` before a proposal (or its correction) is sent. */
export async function saveOwnFamily(family: unknown, idUser: number) {
  const members = ownFamily(family).map((member) => ({ ...member, idUser }));
  if (members.length > 0) await saveFamilyBatch(members);
}
