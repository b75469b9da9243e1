import type { User } from '@amal/contract/users';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { administratorRoles, administrators, sessions, users } from '../db/schema/index.ts';
import { statement } from '../db/statements.ts';
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

/**
 * The session, its user and their staff roles in one statement, prepared once per connection
 * (it runs before every request of a logged-in caller, so its planning time counts most).
 */
function sessionUserStatement(db: Db) {
  return db
    .select({
      idUser: users.idUser,
      nip: users.nip,
      idAdministrator: administrators.idAdministrator,
      idProgram: administratorRoles.idProgram,
      idRole: administratorRoles.idRole,
    })
    .from(sessions)
    .innerJoin(users, eq(users.idUser, sessions.idUser))
    .leftJoin(administrators, eq(administrators.idUser, users.idUser))
    .leftJoin(administratorRoles, eq(administratorRoles.idAdministrator, administrators.idAdministrator))
    .where(
      and(
        eq(sessions.idSession, sql.placeholder('idSession')),
        eq(sessions.idUser, sql.placeholder('idUser')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(users.disabledAt),
      ),
    )
    .prepare('session_user');
}

/** The caller behind a live session, or null when the session ended or the user was disabled. */
export async function loadSessionUser(db: Db, idSession: string, idUser: number): Promise<AuthUser | null> {
  const sessionUser = statement(db, 'session_user', sessionUserStatement);
  const rows = await sessionUser.execute({ idSession, idUser, now: new Date() });
  const row = rows[0];
  if (!row) return null;
  return {
    idUser: row.idUser,
    idSession,
    nip: row.nip,
    admin: row.idAdministrator !== null,
    roles: rows.flatMap((r) =>
      r.idProgram === null || r.idRole === null ? [] : [{ idProgram: r.idProgram, idRole: r.idRole }],
    ),
  };
}
