import { MEMBER_IDENTITY_FIELDS, MEMBER_SET_ONCE_FIELDS, type UpdateUserInput } from '@amal/contract/users';
import type { AuthUser } from '../../lib/access.ts';
import { isSuperAdmin } from '../../lib/policy.ts';

type Target = { idUser: number; createdBy: number | null; passwordHash: string | null };

/** A member logs in; their identity is owned by the foundation's education site. */
const isMember = (target: Target) => target.passwordHash !== null;

/**
 * Who may change a user record: the user themselves, whoever recorded a non-member
 * (a family member, a close relative), and a super admin. Anyone else may not even see it.
 */
export function canUpdateUser(actor: AuthUser, target: Target): boolean {
  return (
    actor.idUser === target.idUser ||
    isSuperAdmin(actor) ||
    (!isMember(target) && target.createdBy === actor.idUser)
  );
}

/** Identity fields of a member stay read-only here, except for a super admin. */
export function forbiddenIdentityChanges(actor: AuthUser, target: Target, input: UpdateUserInput): string[] {
  if (!isMember(target) || isSuperAdmin(actor)) return [];
  return MEMBER_IDENTITY_FIELDS.filter((field) => input[field] !== undefined);
}

type NumberedTarget = Target & { nomorKK: string | null; idCardNumber: string | null };

/**
 * A member's KK and KTP numbers are filled in once by the member; after that only a super admin
 * changes them (with an audit row). A KK number typed over decides whose family registry the
 * member sees, so it must not be a free field.
 */
export function lockedNumberChanges(
  actor: AuthUser,
  target: NumberedTarget,
  input: UpdateUserInput,
): string[] {
  if (!isMember(target) || isSuperAdmin(actor)) return [];
  return MEMBER_SET_ONCE_FIELDS.filter(
    (field) => input[field] !== undefined && target[field] !== null && input[field] !== target[field],
  );
}

/**
 * A NIP belongs to a member of the foundation: a person someone records (a relative, a neighbour)
 * never gets one from them, so a NIP cannot be claimed, nor its existence learned by trying it.
 */
export const mayGiveNip = (actor: AuthUser): boolean => isSuperAdmin(actor);
