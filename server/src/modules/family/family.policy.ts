import type { AuthUser } from '../../lib/access.ts';

type FamilyRow = { idUser: number; nomorKK: string | null; deletedAt: Date | null };

/** Only the one who entered a member may change it, and only while it is not deleted. */
export const canChangeFamilyMember = (user: AuthUser, row: FamilyRow): boolean =>
  row.idUser === user.idUser && row.deletedAt === null;

/** A member stays on the KK it was entered under: a family of another KK is not changed from here. */
export const keepsFamilyCard = (row: FamilyRow, nomorKK: string): boolean =>
  row.nomorKK === null || row.nomorKK === nomorKK;

/**
 * Who may read a KK number's registry: only the caller asking about themselves. What they see is
 * what they entered, and what the foundation's staff entered on the KK of their own record: never
 * rows someone else entered, whatever KK number either of them typed (decision 0030).
 */
export const canLookUpFamily = (user: AuthUser, idUserAsked: number): boolean => idUserAsked === user.idUser;

/** Rows entered by staff are shown on the caller's own KK only. */
export const seesStaffRows = (ownKk: string | null, nomorKK: string): boolean => ownKk === nomorKK;

type MemberUser = { idUser: number; createdBy: number | null };

/**
 * A family member may be linked to the caller or to a person the caller recorded. Sharing a KK
 * number proves nothing: anyone can type one.
 */
export const canLinkMemberUser = (user: AuthUser, member: MemberUser): boolean =>
  member.idUser === user.idUser || member.createdBy === user.idUser;
