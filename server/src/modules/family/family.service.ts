import type { ListResponse } from '@amal/contract/api';
import type { FamilyMember, FamilyMemberResponse } from '@amal/contract/family';
import { familyMessages } from '@amal/contract/family';
import { userMessages } from '@amal/contract/users';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { administrators, families, familySituations, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/access.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import {
  canChangeFamilyMember,
  canLinkMemberUser,
  canLookUpFamily,
  keepsFamilyCard,
  seesStaffRows,
} from './family.policy.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;
type Member = FamilyMember & { idFamily?: number };

const memberColumns = {
  idFamily: families.idFamily,
  idUser: families.idUser,
  idUserFamily: families.idUserFamily,
  name: families.name,
  nomorKK: families.nomorKK,
  idRelationship: families.idRelationship,
  isLiveTogether: families.isLiveTogether,
  dependent: families.dependent,
  dependentType: families.dependentType,
  gender: families.gender,
  income: families.income,
  jobStatus: families.jobStatus,
  grade: families.grade,
  institutionName: families.institutionName,
  deletedAt: families.deletedAt,
  marriage: familySituations.marriage,
  deadDivorceLength: familySituations.deadDivorceLength,
  provideFinance: familySituations.provideFinance,
};
type MemberRow = { [K in keyof typeof memberColumns]: (typeof memberColumns)[K]['_']['data'] | null };

function present(row: MemberRow): FamilyMemberResponse {
  return {
    ...row,
    idFamily: row.idFamily!,
    idUser: row.idUser!,
    name: row.name!,
    nomorKK: row.nomorKK ?? '',
    income: row.income ?? 0,
    dependentType: row.dependentType as FamilyMemberResponse['dependentType'],
    gender: row.gender as FamilyMemberResponse['gender'],
    jobStatus: row.jobStatus as FamilyMemberResponse['jobStatus'],
    marriage: row.marriage as FamilyMemberResponse['marriage'],
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}

const selectMembers = (db: Executor) =>
  db
    .select(memberColumns)
    .from(families)
    .leftJoin(familySituations, eq(familySituations.idFamily, families.idFamily));

async function membersById(db: Executor, ids: number[]) {
  const rows = ids.length === 0 ? [] : await selectMembers(db).where(inArray(families.idFamily, ids));
  return ids.map((id) => present(rows.find((r) => r.idFamily === id)!));
}

/** The member's own user: the one given (if the caller may link it), else a new person the caller records. */
async function memberUser(tx: Executor, user: AuthUser, member: Member): Promise<number> {
  if (member.idUserFamily) {
    const [found] = await tx
      .select({ idUser: users.idUser, createdBy: users.createdBy })
      .from(users)
      .where(eq(users.idUser, member.idUserFamily));
    if (!found || !canLinkMemberUser(user, found)) {
      throw badRequest(userMessages.notFound, [{ path: 'idUserFamily', message: userMessages.notFound }]);
    }
    return found.idUser;
  }
  const [created] = await tx
    .insert(users)
    .values({ fullName: member.name, gender: member.gender, nomorKK: member.nomorKK, createdBy: user.idUser })
    .returning({ idUser: users.idUser });
  return created!.idUser;
}

const familyValues = (member: Member) => ({
  name: member.name,
  nomorKK: member.nomorKK,
  idRelationship: member.idRelationship,
  isLiveTogether: member.isLiveTogether ?? null,
  dependent: member.dependent,
  dependentType: member.dependentType,
  gender: member.gender,
  income: member.income,
  jobStatus: member.jobStatus,
  grade: member.grade ?? null,
  institutionName: member.institutionName ?? null,
});

async function saveSituation(tx: Executor, idFamily: number, member: Member) {
  const situation = {
    marriage: member.marriage ?? null,
    deadDivorceLength: member.deadDivorceLength ?? null,
    provideFinance: member.provideFinance ?? null,
  };
  await tx
    .insert(familySituations)
    .values({ idFamily, ...situation })
    .onConflictDoUpdate({ target: familySituations.idFamily, set: situation });
}

/**
 * The family step as a sent proposal keeps it: the members the applicant entered under the KK, as
 * saved (through /api/family/batch just before), not as the browser described them.
 */
export async function familyOnRecord(db: Executor, idUser: number, nomorKK: string) {
  const rows = await selectMembers(db)
    .where(and(eq(families.nomorKK, nomorKK), isNull(families.deletedAt), eq(families.idUser, idUser)))
    .orderBy(asc(families.idFamily));
  return { nomorKK, members: rows.map(present).map(({ deletedAt: _, ...member }) => member) };
}

/** POST /api/family and /api/family/batch: new members of a family the caller enters, in one transaction. */
export async function createMembers(db: Db, user: AuthUser, members: Member[]) {
  const ids = await db.transaction(async (tx) => {
    const created: number[] = [];
    for (const member of members) {
      const idUserFamily = await memberUser(tx, user, member);
      const [row] = await tx
        .insert(families)
        .values({ ...familyValues(member), idUser: user.idUser, idUserFamily })
        .returning({ idFamily: families.idFamily });
      await saveSituation(tx, row!.idFamily, member);
      created.push(row!.idFamily);
    }
    return created;
  });
  return membersById(db, ids);
}

/** PATCH /api/family and /api/family/batch: members the caller entered, each staying on its KK. */
export async function updateMembers(db: Db, user: AuthUser, members: (Member & { idFamily: number })[]) {
  await db.transaction(async (tx) => {
    for (const [index, member] of members.entries()) {
      const [row] = await tx.select().from(families).where(eq(families.idFamily, member.idFamily));
      if (!row || !canChangeFamilyMember(user, row)) throw notFound();
      if (!keepsFamilyCard(row, member.nomorKK)) {
        throw badRequest(familyMessages.otherKkLocked, [
          { path: `${index}.nomorKK`, message: familyMessages.otherKkLocked },
        ]);
      }
      const idUserFamily = member.idUserFamily ? await memberUser(tx, user, member) : row.idUserFamily;
      await tx
        .update(families)
        .set({ ...familyValues(member), idUserFamily })
        .where(eq(families.idFamily, member.idFamily));
      await saveSituation(tx, member.idFamily, member);
    }
  });
  return membersById(
    db,
    members.map((m) => m.idFamily),
  );
}

/** GET /api/families/nomorkk/{nomorKK}/{idUser}: the family registered under a KK number, as far as the caller may see it. */
export async function lookUpFamily(
  db: Db,
  user: AuthUser,
  nomorKK: string,
  idUser: number,
): Promise<ListResponse<FamilyMemberResponse>> {
  if (!canLookUpFamily(user, idUser)) throw notFound(familyMessages.kkNotFound);
  const [caller] = await db
    .select({ nomorKK: users.nomorKK })
    .from(users)
    .where(eq(users.idUser, user.idUser));
  const enteredByStaff = seesStaffRows(caller?.nomorKK ?? null, nomorKK)
    ? inArray(families.idUser, db.select({ idUser: administrators.idUser }).from(administrators))
    : undefined;
  const rows = await selectMembers(db)
    .where(
      and(
        eq(families.nomorKK, nomorKK),
        isNull(families.deletedAt),
        or(eq(families.idUser, user.idUser), enteredByStaff),
      ),
    )
    .orderBy(asc(families.idFamily));
  if (rows.length === 0) throw notFound(familyMessages.kkNotFound);
  const data = rows.map(present);
  return { data, total: data.length, page: 1, rows: data.length };
}
