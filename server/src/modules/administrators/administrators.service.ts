import {
  type Administrator,
  type AdministratorListQuery,
  type AdministratorListResponse,
  type AdministratorRole,
  administratorMessages,
  type GrantRole,
  type MemberCandidateListResponse,
  type MemberSearchQuery,
} from '@amal/contract/administrators';
import { ROLE_SUPER_ADMIN } from '@amal/contract/constants';
import {
  type AnyColumn,
  and,
  asc,
  count,
  eq,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { administratorRoles, administrators, programs, roles, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/access.ts';
import { recordAudit } from '../../lib/audit.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;
type Page = { page: number; rows: number };

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const startsWith = (column: AnyColumn, value: string) =>
  sql`lower(${column}) like ${`${escapeLike(value.toLowerCase())}%`}`;
/** A prefix of the NIP or of the name, case-insensitive. */
const nipOrName = (search: string | undefined): SQL | undefined =>
  search ? or(startsWith(users.nip, search), startsWith(users.fullName, search)) : undefined;

/** The roles of these administrators, each list by programme then role. */
async function rolesOf(db: Executor, ids: number[]): Promise<Map<number, AdministratorRole[]>> {
  const byAdministrator = new Map<number, AdministratorRole[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byAdministrator;
  const rows = await db
    .select({
      idAdministrator: administratorRoles.idAdministrator,
      idAdministratorRole: administratorRoles.idAdministratorRole,
      idProgram: administratorRoles.idProgram,
      programName: programs.name,
      idRole: administratorRoles.idRole,
      roleName: roles.name,
    })
    .from(administratorRoles)
    .innerJoin(programs, eq(programs.idProgram, administratorRoles.idProgram))
    .innerJoin(roles, eq(roles.idRole, administratorRoles.idRole))
    .where(inArray(administratorRoles.idAdministrator, ids))
    .orderBy(asc(administratorRoles.idProgram), asc(administratorRoles.idRole));
  for (const { idAdministrator, ...role } of rows) byAdministrator.get(idAdministrator)?.push(role);
  return byAdministrator;
}

const administratorColumns = {
  idAdministrator: administrators.idAdministrator,
  idUser: users.idUser,
  fullName: users.fullName,
  nip: users.nip,
};

/** GET /api/administrators/{page}/{rows}: every administrator, by name, with their roles. */
export async function listAdministrators(
  db: Db,
  params: Page,
  query: AdministratorListQuery,
): Promise<AdministratorListResponse> {
  const where = nipOrName(query.search);
  const people = await db
    .select(administratorColumns)
    .from(administrators)
    .innerJoin(users, eq(users.idUser, administrators.idUser))
    .where(where)
    .orderBy(sql`lower(${users.fullName})`, asc(administrators.idAdministrator))
    .limit(params.rows)
    .offset((params.page - 1) * params.rows);
  const [counted] = await db
    .select({ n: count() })
    .from(administrators)
    .innerJoin(users, eq(users.idUser, administrators.idUser))
    .where(where);
  const held = await rolesOf(
    db,
    people.map((person) => person.idAdministrator),
  );
  return {
    data: people.map((person) => ({ ...person, roles: held.get(person.idAdministrator) ?? [] })),
    total: Number(counted?.n ?? 0),
    page: params.page,
    rows: params.rows,
  };
}

/** One administrator with their roles; 404 when there is none with this id. */
export async function getAdministrator(db: Executor, idAdministrator: number): Promise<Administrator> {
  const [person] = await db
    .select(administratorColumns)
    .from(administrators)
    .innerJoin(users, eq(users.idUser, administrators.idUser))
    .where(eq(administrators.idAdministrator, idAdministrator));
  if (!person) throw notFound(administratorMessages.administratorNotFound);
  const held = await rolesOf(db, [idAdministrator]);
  return { ...person, roles: held.get(idAdministrator) ?? [] };
}

/**
 * GET /api/administrator/members/{page}/{rows}: members (people with a NIP whose account is not
 * disabled) by a prefix of the NIP or the name, with their administrator record when they have one.
 */
export async function searchMembers(
  db: Db,
  params: Page,
  query: MemberSearchQuery,
): Promise<MemberCandidateListResponse> {
  const where = and(isNotNull(users.nip), isNull(users.disabledAt), nipOrName(query.search));
  const found = await db
    .select({
      idUser: users.idUser,
      fullName: users.fullName,
      nip: users.nip,
      idAdministrator: administrators.idAdministrator,
    })
    .from(users)
    .leftJoin(administrators, eq(administrators.idUser, users.idUser))
    .where(where)
    .orderBy(sql`lower(${users.fullName})`, asc(users.idUser))
    .limit(params.rows)
    .offset((params.page - 1) * params.rows);
  const [counted] = await db.select({ n: count() }).from(users).where(where);
  return { data: found, total: Number(counted?.n ?? 0), page: params.page, rows: params.rows };
}

/**
 * POST /api/administrator/role: the member's administrator record (made when they have none) and
 * the role in the programme, with an audit row, in one transaction. A role already held is 409.
 */
export async function grantRole(db: Db, user: AuthUser, grant: GrantRole): Promise<Administrator> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ idUser: users.idUser })
      .from(users)
      .where(and(eq(users.idUser, grant.idUser), isNotNull(users.nip), isNull(users.disabledAt)));
    if (!member)
      throw notFound(administratorMessages.memberNotFound, [
        { path: 'idUser', message: administratorMessages.memberNotFound },
      ]);
    const [program] = await tx
      .select({ idProgram: programs.idProgram })
      .from(programs)
      .where(eq(programs.idProgram, grant.idProgram));
    if (!program)
      throw badRequest(administratorMessages.programInvalid, [
        { path: 'idProgram', message: administratorMessages.programInvalid },
      ]);
    await tx.insert(administrators).values({ idUser: grant.idUser }).onConflictDoNothing();
    const [record] = await tx
      .select({ idAdministrator: administrators.idAdministrator })
      .from(administrators)
      .where(eq(administrators.idUser, grant.idUser));
    const idAdministrator = record!.idAdministrator;
    const [granted] = await tx
      .insert(administratorRoles)
      .values({ idAdministrator, idProgram: grant.idProgram, idRole: grant.idRole })
      .onConflictDoNothing()
      .returning({ idAdministratorRole: administratorRoles.idAdministratorRole });
    if (!granted)
      throw conflict(administratorMessages.roleHeld, [
        { path: 'idRole', message: administratorMessages.roleHeld },
      ]);
    await recordAudit(tx, {
      idUser: user.idUser,
      action: 'administrator.role',
      idSubjectUser: grant.idUser,
      before: null,
      after: { idAdministrator, idProgram: grant.idProgram, idRole: grant.idRole },
    });
    return getAdministrator(tx, idAdministrator);
  });
}

/**
 * DELETE /api/administrator/role/{idAdministratorRole}: the role goes, with an audit row, in one
 * transaction; what it allowed ends at its holder's next request (roles are read on every request).
 * A super admin keeps their own last super admin role (409). Removing a super admin role locks every
 * super admin role first, so that two super admins removing each other's at once cannot both win:
 * the second finds it no longer holds the role (403).
 */
export async function removeRole(
  db: Db,
  user: AuthUser,
  idAdministratorRole: number,
): Promise<Administrator> {
  return db.transaction(async (tx) => {
    const [role] = await tx
      .select({
        idAdministrator: administratorRoles.idAdministrator,
        idProgram: administratorRoles.idProgram,
        idRole: administratorRoles.idRole,
        idUser: administrators.idUser,
      })
      .from(administratorRoles)
      .innerJoin(administrators, eq(administrators.idAdministrator, administratorRoles.idAdministrator))
      .where(eq(administratorRoles.idAdministratorRole, idAdministratorRole))
      .for('update', { of: administratorRoles });
    if (!role) throw notFound(administratorMessages.roleNotFound);
    if (role.idRole === ROLE_SUPER_ADMIN) {
      const callerSuperRoles = (
        await tx
          .select({ id: administratorRoles.idAdministratorRole, idUser: administrators.idUser })
          .from(administratorRoles)
          .innerJoin(administrators, eq(administrators.idAdministrator, administratorRoles.idAdministrator))
          .where(eq(administratorRoles.idRole, ROLE_SUPER_ADMIN))
          .for('update', { of: administratorRoles })
      ).filter((held) => held.idUser === user.idUser);
      if (callerSuperRoles.length === 0) throw forbidden();
      if (role.idUser === user.idUser && callerSuperRoles.every((held) => held.id === idAdministratorRole))
        throw conflict(administratorMessages.lastSuperAdmin);
    }
    await tx
      .delete(administratorRoles)
      .where(eq(administratorRoles.idAdministratorRole, idAdministratorRole));
    await recordAudit(tx, {
      idUser: user.idUser,
      action: 'administrator.role',
      idSubjectUser: role.idUser,
      before: { idAdministrator: role.idAdministrator, idProgram: role.idProgram, idRole: role.idRole },
      after: null,
    });
    return getAdministrator(tx, role.idAdministrator);
  });
}
