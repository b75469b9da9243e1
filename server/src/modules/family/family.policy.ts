import type { AuthUser } from '../../lib/access.ts';

type FamilyRow = { idUser: number; nomorKK: string | null; deletedAt: Date | null };

/** Only the one who entered a member may change it, and only while it is not deleted. */
export const canChangeFamilyMember = (user: AuthUser, row: FamilyRow): boolean =>
  row.idUser === user.idUser && row.deletedAt === null;

/** A member stays on the KK it was entered under: a family of another KK is not changed from here. */
export const keepsFamilyCard = (row: FamilyRow, nomorKK: string): boolean =>
  row.nomorKK === null || row.nomorKK === nomorKK;

/**
 * Who may read a KK number's registry: only the caller asking about themselves, and then only
 * the members they entered themselves, or every member when it is the KK on their own record.
 * Others' families stay private even to someone who knows the number.
 */
export const canLookUpFamily = (user: AuthUser, idUserAsked: number): boolean => idUserAsked === user.idUser;

export const canSeeWholeCard = (ownKk: string | null, nomorKK: string): boolean => ownKk === nomorKK;

type MemberUser = { idUser: number; createdBy: number | null; nomorKK: string | null };

/** A member may be linked to the caller, a person the caller recorded, or a user of the same KK. */
export const canLinkMemberUser = (user: AuthUser, member: MemberUser, nomorKK: string): boolean =>
  member.idUser === user.idUser || member.createdBy === user.idUser || member.nomorKK === nomorKK;
