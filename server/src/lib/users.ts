import type { User } from '@amal/contract/users';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { administratorRoles, administrators, sessions, users } from '../db/schema/index.ts';
import type { AuthUser } from './access.ts';

type UserRow = typeof users.$inferSelect;

/** What leaves the server of a user row: never the hash, the creator or the bookkeeping columns. */
export function presentUser(row: UserRow, administrator: User['administrators'] = null): User {
  const {
    passwordHash: _hash,
    createdBy: _by,
    disabledAt: _disabled,
    createdAt: _c,
    updatedAt: _u,
    ...fields
  } = row;
  return {
    ...fields,
    gender: fields.gender as User['gender'],
    marriage: fields.marriage as User['marriage'],
    administrators: administrator,
  };
}

export async function loadAdministrator(db: Db, idUser: number): Promise<User['administrators']> {
  const rows = await db
    .select({
      idAdministrator: administrators.idAdministrator,
      idProgram: administratorRoles.idProgram,
      idRole: administratorRoles.idRole,
    })
    .from(administrators)
    .leftJoin(administratorRoles, eq(administratorRoles.idAdministrator, administrators.idAdministrator))
    .where(eq(administrators.idUser, idUser));
  if (rows.length === 0) return null;
  return {
    idAdministrator: rows[0]!.idAdministrator,
    administratorRoles: rows.flatMap((r) =>
      r.idProgram === null || r.idRole === null ? [] : [{ idProgram: r.idProgram, idRole: r.idRole }],
    ),
  };
}

/** The caller behind a live session, or null when the session ended or the user was disabled. */
export async function loadSessionUser(db: Db, idSession: string, idUser: number): Promise<AuthUser | null> {
  const [row] = await db
    .select({ idUser: users.idUser, nip: users.nip })
    .from(sessions)
    .innerJoin(users, eq(users.idUser, sessions.idUser))
    .where(
      and(
        eq(sessions.idSession, idSession),
        eq(sessions.idUser, idUser),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        isNull(users.disabledAt),
      ),
    );
  if (!row) return null;
  const administrator = await loadAdministrator(db, row.idUser);
  return {
    idUser: row.idUser,
    idSession,
    nip: row.nip,
    admin: administrator !== null,
    roles: administrator?.administratorRoles ?? [],
  };
}
