import type { ApplicationReadiness } from '@amal/contract/home-menu';
import { normalizeWhatsapp } from '@amal/contract/patterns';
import {
  type CreateUserInput,
  type CurrentUser,
  HOME_MENU_DOCUMENT_TYPES,
  MEMBER_IDENTITY_FIELDS,
  MEMBER_SET_ONCE_FIELDS,
  maskName,
  type UpdateUserInput,
  userMessages,
} from '@amal/contract/users';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankAccounts, documents, userChanges, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/access.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { loadAdministrator, presentUser } from '../../lib/users.ts';
import { isCountingVersion } from '../proposals/proposals.documents.ts';
import { canUpdateUser, forbiddenIdentityChanges, lockedNumberChanges, mayGiveNip } from './users.policy.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What the home-menu rule looks at (contract `canOpenApplicationTiles`), from the database. */
async function applicationReadiness(
  db: Db,
  user: Pick<UserRow, 'idUser' | 'idBankAccount' | 'idCardNumber'>,
): Promise<ApplicationReadiness & { homeDocumentTypes: number[] }> {
  const [bank] = await db
    .select({ idBankAccount: bankAccounts.idBankAccount })
    .from(bankAccounts)
    .where(eq(bankAccounts.idUser, user.idUser))
    .limit(1);
  const homeDocuments = await db
    .selectDistinct({ idDocumentType: documents.idDocumentType })
    .from(documents)
    .where(
      and(
        // The member's own KTP and KK, uploaded by them: not a neighbour's they uploaded for her.
        eq(documents.idPerson, user.idUser),
        eq(documents.idUser, user.idUser),
        inArray(documents.idDocumentType, [...HOME_MENU_DOCUMENT_TYPES]),
        // Removed, replaced or "Perlu unggah ulang" versions do not open the tiles.
        isCountingVersion(),
      ),
    );
  return {
    hasBankAccount: Boolean(bank) || user.idBankAccount !== null,
    idCardNumber: user.idCardNumber,
    homeDocumentTypes: homeDocuments.map((d) => d.idDocumentType).sort((a, b) => a - b),
  };
}

/**
 * The member's readiness to apply (contract `canOpenApplicationTiles`): what the home page's tiles
 * show, and what the server checks before a draft or a submission. Null when there is no such user.
 */
export async function applicationReadinessOf(db: Db, idUser: number): Promise<ApplicationReadiness | null> {
  const [user] = await db
    .select({ idUser: users.idUser, idBankAccount: users.idBankAccount, idCardNumber: users.idCardNumber })
    .from(users)
    .where(eq(users.idUser, idUser));
  return user ? applicationReadiness(db, user) : null;
}

export async function getCurrentUser(db: Db, idUser: number): Promise<CurrentUser> {
  const [user] = await db.select().from(users).where(eq(users.idUser, idUser));
  if (!user) throw notFound(userMessages.notFound);
  const readiness = await applicationReadiness(db, user);
  return {
    ...presentUser(user, await loadAdministrator(db, idUser)),
    hasBankAccount: readiness.hasBankAccount,
    homeDocumentTypes: readiness.homeDocumentTypes,
  };
}

async function assertUnique(
  db: Db,
  fields: { nip?: string | null; whatsappNumber?: string },
  exceptId?: number,
) {
  const notSelf = exceptId === undefined ? undefined : ne(users.idUser, exceptId);
  if (fields.nip) {
    const [taken] = await db
      .select({ idUser: users.idUser })
      .from(users)
      .where(and(sql`upper(${users.nip}) = ${fields.nip.toUpperCase()}`, notSelf));
    if (taken) throw conflict(userMessages.nipTaken, [{ path: 'nip', message: userMessages.nipTaken }]);
  }
  if (fields.whatsappNumber) {
    const [taken] = await db
      .select({ idUser: users.idUser })
      .from(users)
      .where(and(eq(users.whatsappNumber, fields.whatsappNumber), notSelf));
    if (taken)
      throw conflict(userMessages.whatsappTaken, [
        { path: 'whatsappNumber', message: userMessages.whatsappTaken },
      ]);
  }
}

const refuseNip = () =>
  badRequest(userMessages.nipNotForRecordedPeople, [
    { path: 'nip', message: userMessages.nipNotForRecordedPeople },
  ]);

export async function createUser(db: Db, actor: AuthUser, input: CreateUserInput) {
  if (input.nip && !mayGiveNip(actor)) throw refuseNip();
  const values = {
    ...input,
    nip: input.nip?.toUpperCase() ?? null,
    whatsappNumber: normalizeWhatsapp(input.whatsappNumber),
  };
  await assertUnique(db, values);
  const [created] = await db
    .insert(users)
    .values({ ...values, createdBy: actor.idUser })
    .returning();
  return presentUser(created!);
}

export async function updateUser(db: Db, actor: AuthUser, input: UpdateUserInput) {
  const [target] = await db.select().from(users).where(eq(users.idUser, input.idUser));
  if (!target || !canUpdateUser(actor, target)) throw notFound(userMessages.notFound);
  const locked = forbiddenIdentityChanges(actor, target, input);
  if (locked.length > 0) {
    throw badRequest(
      userMessages.readOnlyFields,
      locked.map((path) => ({ path, message: userMessages.readOnlyFields })),
    );
  }
  const numbers = lockedNumberChanges(actor, target, input);
  if (numbers.length > 0) {
    throw badRequest(
      userMessages.identityNumberLocked,
      numbers.map((path) => ({ path, message: userMessages.identityNumberLocked })),
    );
  }
  if (input.nip && target.passwordHash === null && !mayGiveNip(actor)) throw refuseNip();
  const { idUser, ...changes } = input;
  const values = {
    ...changes,
    ...(changes.nip ? { nip: changes.nip.toUpperCase() } : {}),
    ...(changes.whatsappNumber ? { whatsappNumber: normalizeWhatsapp(changes.whatsappNumber) } : {}),
  };
  await assertUnique(db, values, idUser);
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.idUser, idUser))
      .returning();
    await auditIdentityChanges(tx, actor, target, row!);
    return row!;
  });
  return presentUser(updated, await loadAdministrator(db, idUser));
}

const AUDITED_FIELDS = [...MEMBER_IDENTITY_FIELDS, ...MEMBER_SET_ONCE_FIELDS] as const;
type UserRow = typeof users.$inferSelect;

/** Someone else changing a member's identity (a super admin): one row per field, old and new. */
async function auditIdentityChanges(tx: Tx, actor: AuthUser, before: UserRow, after: UserRow) {
  if (actor.idUser === before.idUser || before.passwordHash === null) return;
  const changed = AUDITED_FIELDS.filter((field) => before[field] !== after[field]);
  if (changed.length === 0) return;
  await tx.insert(userChanges).values(
    changed.map((field) => ({
      idUser: before.idUser,
      changedBy: actor.idUser,
      field,
      oldValue: before[field],
      newValue: after[field],
    })),
  );
}

/** Found or not, and a masked name: a number never turns into a person's name or id. */
export async function findByWhatsapp(db: Db, whatsappNumber: string) {
  const [found] = await db
    .select({ fullName: users.fullName })
    .from(users)
    .where(and(eq(users.whatsappNumber, normalizeWhatsapp(whatsappNumber)), isNull(users.disabledAt)))
    .limit(1);
  if (!found) throw notFound(userMessages.notFound);
  return { found: true as const, maskedName: maskName(found.fullName) };
}

/** A member is found only when NIP and WhatsApp both match: knowing one is not enough. */
export async function findMember(db: Db, nip: string, whatsappNumber: string) {
  const [found] = await db
    .select({
      idUser: users.idUser,
      fullName: users.fullName,
      nip: users.nip,
      whatsappNumber: users.whatsappNumber,
      gender: users.gender,
      membership: users.membership,
      division: users.division,
      dateOfBirth: users.dateOfBirth,
      placeOfBirth: users.placeOfBirth,
    })
    .from(users)
    .where(
      and(
        sql`upper(${users.nip}) = ${nip.toUpperCase()}`,
        eq(users.whatsappNumber, normalizeWhatsapp(whatsappNumber)),
        isNull(users.disabledAt),
      ),
    );
  if (!found?.nip || !found.whatsappNumber) {
    throw notFound(userMessages.notFound, [{ path: 'nip', message: userMessages.checkHint }]);
  }
  return {
    ...found,
    nip: found.nip,
    whatsappNumber: found.whatsappNumber,
    gender: found.gender as 'Laki-laki' | 'Perempuan' | null,
  };
}
