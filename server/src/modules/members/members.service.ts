import {
  type MemberAddressUpdate,
  type MemberDetail,
  type MemberDocument,
  type MemberListQuery,
  type MemberListResponse,
  type MemberPersonalUpdate,
  type MemberProposal,
  maskWhatsapp,
  memberMessages,
} from '@amal/contract/members';
import { normalizeWhatsapp } from '@amal/contract/patterns';
import { MEMBER_IDENTITY_FIELDS, MEMBER_SET_ONCE_FIELDS, type User } from '@amal/contract/users';
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  administrators,
  bankAccounts,
  banks,
  districts,
  documents,
  documentTypes,
  families,
  programs,
  proposalStatuses,
  proposals,
  references,
  referrers,
  regencies,
  subdistricts,
  userChanges,
  users,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/access.ts';
import { recordAudit } from '../../lib/audit.ts';
import { badRequest, conflict, type FieldError, forbidden, notFound } from '../../lib/http-errors.ts';
import { canReadMemberAudit } from '../audit/audit.policy.ts';
import { canReadOnDesk } from '../desk/desk.policy.ts';
import { canSeeDocument } from '../documents/documents.policy.ts';
import { isCurrentVersion, isOwnDocumentOf } from '../proposals/proposals.documents.ts';
import {
  canEditMember,
  canSeeMember,
  hasMemberPages,
  memberPrograms,
  readOnlyReason,
} from './members.policy.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;
type UserRow = typeof users.$inferSelect;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A prefix of the NIP (as stored, upper case) or of the name, case-insensitive. */
const nipOrName = (search: string | undefined): SQL | undefined =>
  search
    ? or(
        sql`upper(${users.nip}) like ${`${escapeLike(search.toUpperCase())}%`}`,
        sql`lower(${users.fullName}) like ${`${escapeLike(search.toLowerCase())}%`}`,
      )
    : undefined;

/**
 * The ids of the people with a proposal (applicant or recipient; a sub-programme's proposal is its
 * parent's) in these programmes.
 */
function peopleWithProposals(scope: number[]): SQL {
  const inScope = sql`p.id_program in (${sql.join(scope, sql`, `)})`;
  return sql`(
    select r.id_user from proposals p join referrers r on r.id_referrer = p.id_referrer
    where p.id_proposal_parent is null and ${inScope}
    union
    select f.id_user from proposals p join "references" f on f.id_reference = p.id_reference
    where p.id_proposal_parent is null and ${inScope})`;
}

/** The listed user's id, qualified: inside a subquery drizzle's bare "id_user" would name the subquery's. */
const listedUser = sql`${sql.identifier('users')}.${sql.identifier('id_user')}`;

/** How many proposals of these programmes (all when null) the row's user is on, on either side. */
function proposalCount(scope: number[] | null): SQL<number> {
  const inScope = scope === null ? sql`true` : sql`p.id_program in (${sql.join(scope, sql`, `)})`;
  return sql<number>`(select count(*)::int from (
    select p.id_proposal from proposals p join referrers r on r.id_referrer = p.id_referrer
    where r.id_user = ${listedUser} and p.id_proposal_parent is null and ${inScope}
    union
    select p.id_proposal from proposals p join "references" f on f.id_reference = p.id_reference
    where f.id_user = ${listedUser} and p.id_proposal_parent is null and ${inScope}) mine)`;
}

/** GET /api/members/{page}/{rows}: the members the caller may correct, by name. */
export async function listMembers(
  db: Db,
  user: AuthUser,
  params: { page: number; rows: number },
  query: MemberListQuery,
): Promise<MemberListResponse> {
  if (!hasMemberPages(user)) throw forbidden();
  const scope = memberPrograms(user);
  const where = and(
    isNotNull(users.nip),
    nipOrName(query.search),
    scope === null ? undefined : sql`${listedUser} in ${peopleWithProposals(scope)}`,
  );
  const rows = await db
    .select({
      idUser: users.idUser,
      fullName: users.fullName,
      nip: users.nip,
      whatsappNumber: users.whatsappNumber,
      proposals: proposalCount(scope),
    })
    .from(users)
    .where(where)
    .orderBy(sql`lower(${users.fullName})`, asc(users.idUser))
    .limit(params.rows)
    .offset((params.page - 1) * params.rows);
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
  return {
    data: rows.map((row) => ({ ...row, nip: row.nip!, whatsappNumber: maskWhatsapp(row.whatsappNumber) })),
    total: counted?.n ?? 0,
    page: params.page,
    rows: params.rows,
  };
}

const referrerUser = alias(users, 'referrer_user');
const referenceUser = alias(users, 'reference_user');

/** Every proposal the member is on (either side), newest first, with both sides' names. */
async function proposalsOf(db: Executor, idUser: number) {
  return db
    .select({
      idProposal: proposals.idProposal,
      createdAt: proposals.createdAt,
      program: { idProgram: programs.idProgram, name: programs.name },
      status: { idProposalStatus: proposalStatuses.idProposalStatus, name: proposalStatuses.name },
      referrerIdUser: referrerUser.idUser,
      referrerName: referrerUser.fullName,
      referenceIdUser: referenceUser.idUser,
      referenceName: referenceUser.fullName,
    })
    .from(proposals)
    .innerJoin(referrers, eq(referrers.idReferrer, proposals.idReferrer))
    .innerJoin(referrerUser, eq(referrerUser.idUser, referrers.idUser))
    .innerJoin(references, eq(references.idReference, proposals.idReference))
    .innerJoin(referenceUser, eq(referenceUser.idUser, references.idUser))
    .innerJoin(programs, eq(programs.idProgram, proposals.idProgram))
    .innerJoin(proposalStatuses, eq(proposalStatuses.idProposalStatus, proposals.idProposalStatus))
    .where(
      and(
        isNull(proposals.idProposalParent),
        or(eq(referrerUser.idUser, idUser), eq(referenceUser.idUser, idUser)),
      ),
    )
    .orderBy(desc(proposals.createdAt), desc(proposals.idProposal));
}
type MemberProposalRecord = Awaited<ReturnType<typeof proposalsOf>>[number];
const programsOf = (theirs: MemberProposalRecord[]) => [...new Set(theirs.map((p) => p.program.idProgram))];

function presentProposal(idUser: number, row: MemberProposalRecord): MemberProposal {
  const applied = row.referrerIdUser === idUser;
  const receives = row.referenceIdUser === idUser;
  return {
    idProposal: row.idProposal,
    createdAt: row.createdAt.toISOString(),
    program: row.program,
    status: row.status,
    side: applied && receives ? 'both' : applied ? 'referrer' : 'reference',
    otherParty: applied && receives ? null : applied ? row.referenceName : row.referrerName,
  };
}

/** The member's own documents (KTP, KK, photo; current versions) that the caller may see. */
async function documentsOf(
  db: Executor,
  user: AuthUser,
  idUser: number,
  theirs: MemberProposalRecord[],
): Promise<MemberDocument[]> {
  const rows = await db
    .select({
      idDocument: documents.idDocument,
      idDocumentType: documents.idDocumentType,
      typeName: documentTypes.name,
      extension: documents.extension,
      createdAt: documents.createdAt,
      reviewStatus: documents.reviewStatus,
      idUser: documents.idUser,
      idProposal: documents.idProposal,
      idTempProposal: documents.idTempProposal,
      idPerson: documents.idPerson,
    })
    .from(documents)
    .innerJoin(documentTypes, eq(documentTypes.idDocumentType, documents.idDocumentType))
    .where(and(isOwnDocumentOf(idUser), isCurrentVersion()))
    .orderBy(asc(documents.idDocumentType), desc(documents.createdAt));
  // The documents policy decides, with the proposals made for the person (decision 0030).
  const forPerson = theirs
    .filter((p) => p.referenceIdUser === idUser)
    .map((p) => ({
      idProgram: p.program.idProgram,
      referrerIdUser: p.referrerIdUser,
      referenceIdUser: p.referenceIdUser,
    }));
  return rows
    .filter((row) => canSeeDocument(user, row, { attached: null, forPerson }))
    .map(({ idUser: _u, idProposal: _p, idTempProposal: _t, idPerson: _o, ...document }) => ({
      ...document,
      createdAt: document.createdAt.toISOString(),
    }));
}

/** The member's own bank account: the one their record names, else their latest. */
async function bankAccountOf(db: Executor, member: UserRow): Promise<MemberDetail['bankAccount']> {
  const [account] = await db
    .select({
      bankName: banks.name,
      accountNumber: bankAccounts.accountNumber,
      accountName: bankAccounts.accountName,
    })
    .from(bankAccounts)
    .innerJoin(banks, eq(banks.idBank, bankAccounts.idBank))
    .where(
      member.idBankAccount === null
        ? and(eq(bankAccounts.idUser, member.idUser), isNull(bankAccounts.idProposal))
        : eq(bankAccounts.idBankAccount, member.idBankAccount),
    )
    .orderBy(desc(bankAccounts.idBankAccount))
    .limit(1);
  return account ?? null;
}

async function isStaffMember(db: Executor, idUser: number): Promise<boolean> {
  const [row] = await db
    .select({ idAdministrator: administrators.idAdministrator })
    .from(administrators)
    .where(eq(administrators.idUser, idUser));
  return Boolean(row);
}

/**
 * The member of this NIP as the caller may reach them: 403 without the member pages, 404 when there
 * is no such member or the caller may not see them. `lock` holds the row for an update.
 */
async function reachMember(db: Executor, user: AuthUser, nip: string, lock: boolean) {
  if (!hasMemberPages(user)) throw forbidden();
  const select = db.select().from(users).where(sql`upper(${users.nip}) = ${nip.toUpperCase()}`);
  const [member] = lock ? await select.for('update') : await select;
  if (!member?.nip) throw notFound(memberMessages.notFound);
  const theirs = await proposalsOf(db, member.idUser);
  if (!canSeeMember(user, programsOf(theirs))) throw notFound(memberMessages.notFound);
  const isStaff = await isStaffMember(db, member.idUser);
  return { member: { ...member, nip: member.nip }, theirs, isStaff };
}
type Reached = Awaited<ReturnType<typeof reachMember>>;

async function present(db: Executor, user: AuthUser, reached: Reached): Promise<MemberDetail> {
  const { member, theirs, isStaff } = reached;
  const reason = readOnlyReason(user, { idUser: member.idUser, isStaff });
  return {
    idUser: member.idUser,
    nip: member.nip,
    fullName: member.fullName,
    whatsappNumber: member.whatsappNumber,
    gender: member.gender as User['gender'],
    dateOfBirth: member.dateOfBirth,
    placeOfBirth: member.placeOfBirth,
    marriage: member.marriage as User['marriage'],
    idCardNumber: member.idCardNumber,
    nomorKK: member.nomorKK,
    membership: member.membership,
    idProvince: member.idProvince,
    idRegency: member.idRegency,
    idDistrict: member.idDistrict,
    idSubDistrict: member.idSubDistrict,
    fullAddress: member.fullAddress,
    rt: member.rt,
    rw: member.rw,
    postalCode: member.postalCode,
    idProvinceOfficial: member.idProvinceOfficial,
    idRegencyOfficial: member.idRegencyOfficial,
    idDistrictOfficial: member.idDistrictOfficial,
    idSubDistrictOfficial: member.idSubDistrictOfficial,
    fullAddressOfficial: member.fullAddressOfficial,
    rtOfficial: member.rtOfficial,
    rwOfficial: member.rwOfficial,
    postalCodeOfficial: member.postalCodeOfficial,
    updatedAt: member.updatedAt.toISOString(),
    bankAccount: await bankAccountOf(db, member),
    proposals: theirs
      .filter((p) => canReadOnDesk(user, p.program.idProgram))
      .map((p) => presentProposal(member.idUser, p)),
    documents: await documentsOf(db, user, member.idUser, theirs),
    allowed: {
      edit: reason === null,
      readOnlyReason: reason === null ? null : memberMessages[reason],
      readAudit: canReadMemberAudit(user, programsOf(theirs)),
    },
  };
}

/** GET /api/member/{nip}. */
export async function getMember(db: Db, user: AuthUser, nip: string): Promise<MemberDetail> {
  return present(db, user, await reachMember(db, user, nip, false));
}

// ---------------------------------------------------------------------------------------------
// Corrections
// ---------------------------------------------------------------------------------------------

type Changes = Partial<Record<keyof UserRow, string | number | null>>;

/**
 * Whether a number is someone else's. A WhatsApp number: on any other record. A KTP number: on any
 * other record, unless it is the member's own KK number (a person without a KTP gives the KK's, as
 * the wizard's hint says, and so may everyone on that card). A KK number: on the record of anyone
 * but the member and the people they recorded, or under a family staff entered for someone else:
 * the card on a member's record opens the family rows staff entered under it (decision 0030).
 */
async function takenNumbers(tx: Tx, member: UserRow, changes: Changes): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const others = ne(users.idUser, member.idUser);
  const exists = async (where: SQL | undefined) =>
    (await tx.select({ idUser: users.idUser }).from(users).where(where).limit(1)).length > 0;
  if (
    typeof changes.whatsappNumber === 'string' &&
    (await exists(and(eq(users.whatsappNumber, changes.whatsappNumber), others)))
  )
    errors.push({ path: 'whatsappNumber', message: memberMessages.whatsappTaken });
  const kk = 'nomorKK' in changes ? changes.nomorKK : member.nomorKK;
  if (
    typeof changes.idCardNumber === 'string' &&
    changes.idCardNumber !== kk &&
    (await exists(and(eq(users.idCardNumber, changes.idCardNumber), others)))
  )
    errors.push({ path: 'idCardNumber', message: memberMessages.idCardNumberTaken });
  if (typeof changes.nomorKK === 'string') {
    const onRecord = await exists(
      and(
        eq(users.nomorKK, changes.nomorKK),
        others,
        or(isNull(users.createdBy), ne(users.createdBy, member.idUser)),
      ),
    );
    const [staffFamily] = onRecord
      ? [true]
      : await tx
          .select({ idFamily: families.idFamily })
          .from(families)
          .where(
            and(
              eq(families.nomorKK, changes.nomorKK),
              isNull(families.deletedAt),
              inArray(families.idUser, tx.select({ idUser: administrators.idUser }).from(administrators)),
              or(isNull(families.idUserFamily), ne(families.idUserFamily, member.idUser)),
            ),
          )
          .limit(1);
    if (onRecord || staffFamily) errors.push({ path: 'nomorKK', message: memberMessages.nomorKKTaken });
  }
  return errors;
}

type Address = Pick<MemberAddressUpdate, 'idProvince' | 'idRegency' | 'idDistrict' | 'idSubDistrict'>;

/** Each chosen area lies in the one chosen above it (the form's cascade, held by the server too). */
async function areaErrors(tx: Tx, address: Address, suffix: '' | 'Official'): Promise<FieldError[]> {
  const [regency] = await tx
    .select({ parent: regencies.idProvince })
    .from(regencies)
    .where(eq(regencies.idRegency, address.idRegency));
  const [district] = await tx
    .select({ parent: districts.idRegency })
    .from(districts)
    .where(eq(districts.idDistrict, address.idDistrict));
  const [village] = await tx
    .select({ parent: subdistricts.idDistrict })
    .from(subdistricts)
    .where(eq(subdistricts.idSubDistrict, address.idSubDistrict));
  const wrong = [
    regency?.parent !== address.idProvince && 'idRegency',
    district?.parent !== address.idRegency && 'idDistrict',
    village?.parent !== address.idDistrict && 'idSubDistrict',
  ].filter((field): field is string => Boolean(field));
  return wrong.map((field) => ({ path: `${field}${suffix}`, message: memberMessages.areaMismatch }));
}

/** Fields whose change is also written to `user_changes`, as any change of a member's identity is. */
const IDENTITY_FIELDS: readonly string[] = [...MEMBER_IDENTITY_FIELDS, ...MEMBER_SET_ONCE_FIELDS];

/**
 * Writes one page's values onto the member: in one transaction, the record (locked), the numbers
 * taken by others, the write, the audit row (before and after of the changed fields only) and the
 * identity changes' rows. Nothing changed: nothing written.
 */
async function correct(
  db: Db,
  user: AuthUser,
  nip: string,
  updatedAt: string,
  values: Changes,
  check: (tx: Tx) => Promise<FieldError[]>,
): Promise<MemberDetail> {
  return db.transaction(async (tx) => {
    const reached = await reachMember(tx, user, nip, true);
    const { member } = reached;
    if (!canEditMember(user, { idUser: member.idUser, isStaff: reached.isStaff })) {
      const reason = readOnlyReason(user, { idUser: member.idUser, isStaff: reached.isStaff });
      throw forbidden(reason ? memberMessages[reason] : undefined);
    }
    if (member.updatedAt.toISOString() !== updatedAt) throw conflict(memberMessages.changedMeanwhile);
    const changed = (Object.keys(values) as (keyof UserRow)[]).filter(
      (field) => (member[field] ?? null) !== (values[field] ?? null),
    );
    if (changed.length === 0) return present(tx, user, reached);
    const changes = Object.fromEntries(changed.map((field) => [field, values[field] ?? null])) as Changes;
    const errors = [...(await check(tx)), ...(await takenNumbers(tx, member, changes))];
    if (errors.some((error) => error.message === memberMessages.areaMismatch))
      throw badRequest(memberMessages.areaMismatch, errors);
    if (errors.length > 0) throw conflict(errors[0]!.message, errors);

    const [row] = await tx
      .update(users)
      .set({ ...(changes as Partial<typeof users.$inferInsert>), updatedAt: new Date() })
      .where(eq(users.idUser, member.idUser))
      .returning();
    const before = Object.fromEntries(changed.map((field) => [field, member[field] ?? null]));
    await recordAudit(tx, {
      idUser: user.idUser,
      action: 'member.update',
      idSubjectUser: member.idUser,
      before,
      after: changes,
    });
    const identity = changed.filter((field) => IDENTITY_FIELDS.includes(field));
    if (identity.length > 0)
      await tx.insert(userChanges).values(
        identity.map((field) => ({
          idUser: member.idUser,
          changedBy: user.idUser,
          field,
          oldValue: member[field] === null ? null : String(member[field]),
          newValue: changes[field] === null ? null : String(changes[field]),
        })),
      );
    return present(tx, user, { ...reached, member: { ...row!, nip: member.nip } });
  });
}

/** PATCH /api/member/{nip}/data-diri. */
export function updatePersonal(db: Db, user: AuthUser, nip: string, input: MemberPersonalUpdate) {
  const values: Changes = {
    fullName: input.fullName,
    whatsappNumber: normalizeWhatsapp(input.whatsappNumber),
    gender: input.gender,
    placeOfBirth: input.placeOfBirth ?? null,
    dateOfBirth: input.dateOfBirth,
    marriage: input.marriage ?? null,
    idCardNumber: input.idCardNumber ?? null,
    nomorKK: input.nomorKK ?? null,
  };
  return correct(db, user, nip, input.updatedAt, values, async () => []);
}

/** PATCH /api/member/{nip}/alamat. */
export function updateAddress(db: Db, user: AuthUser, nip: string, input: MemberAddressUpdate) {
  const { updatedAt, addressSameWithKTP: _same, ...values } = input;
  return correct(db, user, nip, updatedAt, values, async (tx) => [
    ...(await areaErrors(tx, input, '')),
    ...(await areaErrors(
      tx,
      {
        idProvince: input.idProvinceOfficial,
        idRegency: input.idRegencyOfficial,
        idDistrict: input.idDistrictOfficial,
        idSubDistrict: input.idSubDistrictOfficial,
      },
      'Official',
    )),
  ]);
}
