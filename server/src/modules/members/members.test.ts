import { applicantMessages } from '@amal/contract/applicant';
import { type MemberDetail, memberMessages } from '@amal/contract/members';
import { patternMessages } from '@amal/contract/patterns';
import { userMessages } from '@amal/contract/users';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, families, userChanges, users } from '../../db/schema/index.ts';
import {
  createMember,
  createProgramme,
  createProposal,
  createStaff,
  type Member,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
/** The programme the member applied to (P), and one where they have nothing (Q). */
let programP: number;
let programQ: number;
/** A member with a proposal in P, their own KTP and KK documents, a bank account and a KK number. */
let member: Member;
let superAdmin: Member;
let itOfP: Member;
let csOfP: Member;
let picOfP: Member;
let guestOfP: Member;
let itOfQ: Member;
let otherMember: Member;

const ADDRESS = {
  idProvince: 32,
  idRegency: 3273,
  idDistrict: 327309,
  idSubDistrict: 3273091003,
  fullAddress: 'Jl. Merdeka No. 10',
  rt: '001',
  rw: '002',
  postalCode: '40115',
};
const OFFICIAL = {
  idProvinceOfficial: 32,
  idRegencyOfficial: 3273,
  idDistrictOfficial: 327309,
  idSubDistrictOfficial: 3273091003,
  fullAddressOfficial: 'Jl. Asia Afrika No. 1',
  rtOfficial: '003',
  rwOfficial: '004',
  postalCodeOfficial: '40111',
};

const list = (caller: Member | null, query = '') =>
  t.app.inject({ url: `/api/members/1/20${query}`, headers: caller?.headers ?? {} });
const read = (caller: Member | null, nip: string) =>
  t.app.inject({ url: `/api/member/${nip}`, headers: caller?.headers ?? {} });
const detailOf = async (nip: string): Promise<MemberDetail> => {
  const res = await read(superAdmin, nip);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const patch = (caller: Member | null, nip: string, page: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/member/${nip}/${page}`,
    headers: caller?.headers ?? {},
    payload,
  });

/** Page "data-diri" as the browser sends it: the member's current values, changed by `change`. */
const personalOf = (detail: MemberDetail, change: Record<string, unknown> = {}) => ({
  fullName: detail.fullName,
  whatsappNumber: detail.whatsappNumber,
  gender: detail.gender,
  placeOfBirth: detail.placeOfBirth,
  dateOfBirth: detail.dateOfBirth,
  marriage: detail.marriage ?? '',
  idCardNumber: detail.idCardNumber ?? '',
  nomorKK: detail.nomorKK ?? '',
  updatedAt: detail.updatedAt,
  ...change,
});
const savePersonal = async (caller: Member, who: Member, change: Record<string, unknown>) =>
  patch(caller, who.person.nip!, 'data-diri', personalOf(await detailOf(who.person.nip!), change));

const auditOf = (idUser: number) =>
  t.database.db.select().from(auditEvents).where(eq(auditEvents.idSubjectUser, idUser));
const recordOf = async (idUser: number) =>
  (await t.database.db.select().from(users).where(eq(users.idUser, idUser)))[0]!;

let kkSerial = 0;
/** A KK number no seed or other test uses. */
const freshKk = () => `32730199${String(++kkSerial).padStart(8, '0')}`;

/** A member with a proposal in P (for themselves) and a KK number of their own. */
async function applicantOfP(options: { ready?: boolean } = {}) {
  const m = await createMember(t, options);
  await t.database.db.update(users).set({ nomorKK: freshKk() }).where(eq(users.idUser, m.person.idUser));
  await createProposal(t.database.db, { applicant: m.person, idProgram: programP });
  return m;
}

beforeAll(async () => {
  t = await createTestApp();
  programP = await createProgramme(t.database.db);
  programQ = await createProgramme(t.database.db);
  member = await applicantOfP({ ready: true });
  superAdmin = await createStaff(t, [{ idProgram: programQ, idRole: 9 }], { fullName: 'Super Admin Uji' });
  itOfP = await createStaff(t, [{ idProgram: programP, idRole: 7 }], { fullName: 'Petugas IT' });
  csOfP = await createStaff(t, [{ idProgram: programP, idRole: 14 }]);
  picOfP = await createStaff(t, [{ idProgram: programP, idRole: 3 }]);
  guestOfP = await createStaff(t, [{ idProgram: programP, idRole: 15 }]);
  itOfQ = await createStaff(t, [{ idProgram: programQ, idRole: 7 }]);
  otherMember = await createMember(t);
}, 60_000);

afterAll(() => t?.close());

describe('who may find, read and correct a member', () => {
  it('a super admin, and IT and customer service of a programme the member applied to', async () => {
    for (const caller of [superAdmin, itOfP, csOfP]) {
      expect((await read(caller, member.person.nip!)).statusCode).toBe(200);
      const found = await list(caller, `?search=${member.person.nip}`);
      expect(found.json().data.map((m: { idUser: number }) => m.idUser)).toEqual([member.person.idUser]);
      expect((await savePersonal(caller, member, { placeOfBirth: 'Bandung' })).statusCode).toBe(200);
    }
  });

  it('refuses a guest and a member (401/403), and staff without the capability (PIC, guest: 403)', async () => {
    const nip = member.person.nip!;
    expect((await list(null)).statusCode).toBe(401);
    expect((await read(null, nip)).statusCode).toBe(401);
    for (const caller of [otherMember, member, picOfP, guestOfP]) {
      expect((await list(caller)).statusCode).toBe(403);
      expect((await read(caller, nip)).statusCode).toBe(403);
      const res = await patch(
        caller,
        nip,
        'data-diri',
        personalOf(await detailOf(nip), { placeOfBirth: 'X' }),
      );
      expect(res.statusCode).toBe(403);
    }
  });

  it('tells IT of an unrelated programme the member does not exist (404), and lists no one of P', async () => {
    const nip = member.person.nip!;
    const res = await read(itOfQ, nip);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(memberMessages.notFound);
    const write = await patch(
      itOfQ,
      nip,
      'data-diri',
      personalOf(await detailOf(nip), { placeOfBirth: 'X' }),
    );
    expect(write.statusCode).toBe(404);
    expect((await list(itOfQ, `?search=${nip}`)).json()).toMatchObject({ data: [], total: 0 });
    expect((await recordOf(member.person.idUser)).placeOfBirth).not.toBe('X');
  });

  it('answers 404 for a NIP nobody has', async () => {
    expect((await read(superAdmin, 'ARN999-99999')).statusCode).toBe(404);
  });

  it('lets nobody correct their own record here (spec §6), a super admin included', async () => {
    // IT who applied in their own programme: they see themselves, read-only.
    await createProposal(t.database.db, { applicant: itOfP.person, idProgram: programP });
    const own = await read(itOfP, itOfP.person.nip!);
    expect(own.statusCode).toBe(200);
    expect(own.json().allowed).toEqual({
      edit: false,
      readOnlyReason: userMessages.readOnlyFields,
      readAudit: true,
    });
    const res = await savePersonal(itOfP, itOfP, { nomorKK: member.person.nomorKK ?? freshKk() });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(userMessages.readOnlyFields);
    const admin = await savePersonal(superAdmin, superAdmin, { placeOfBirth: 'Garut' });
    expect(admin.statusCode).toBe(403);
    expect((await recordOf(itOfP.person.idUser)).nomorKK).toBe(itOfP.person.nomorKK);
  });

  it('lets only a super admin correct a staff member’s record', async () => {
    await createProposal(t.database.db, { applicant: csOfP.person, idProgram: programP });
    const byIt = await savePersonal(itOfP, csOfP, { placeOfBirth: 'Cimahi' });
    expect(byIt.statusCode).toBe(403);
    expect(byIt.json().message).toBe(memberMessages.staffRecord);
    expect((await read(itOfP, csOfP.person.nip!)).json().allowed.edit).toBe(false);
    expect((await savePersonal(superAdmin, csOfP, { placeOfBirth: 'Cimahi' })).statusCode).toBe(200);
  });
});

describe('the member list', () => {
  it('finds by NIP or name prefix, case-insensitive, with the WhatsApp masked and the proposals counted', async () => {
    const named = await applicantOfP();
    await t.database.db
      .update(users)
      .set({ fullName: 'Zulaikha Rahmawati' })
      .where(eq(users.idUser, named.person.idUser));
    // A second proposal in P, for someone else.
    const neighbour = await createMember(t);
    await createProposal(t.database.db, {
      applicant: named.person,
      recipient: neighbour.person,
      idProgram: programP,
    });
    const byName = await list(itOfP, '?search=zulaI');
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json()).toMatchObject({ total: 1, page: 1, rows: 20 });
    const [row] = byName.json().data;
    const wa = named.person.whatsappNumber!;
    expect(row).toEqual({
      idUser: named.person.idUser,
      fullName: 'Zulaikha Rahmawati',
      nip: named.person.nip,
      whatsappNumber: `${'*'.repeat(wa.length - 4)}${wa.slice(-4)}`,
      proposals: 2,
    });
    const byNip = await list(csOfP, `?search=${named.person.nip!.slice(0, 9).toLowerCase()}`);
    expect(byNip.json().data.map((m: { idUser: number }) => m.idUser)).toContain(named.person.idUser);
  });

  it('lists a member without proposals to a super admin only', async () => {
    const nip = otherMember.person.nip!;
    expect((await list(superAdmin, `?search=${nip}`)).json().total).toBe(1);
    expect((await list(itOfP, `?search=${nip}`)).json().total).toBe(0);
    expect((await read(itOfP, nip)).statusCode).toBe(404);
    expect((await read(superAdmin, nip)).statusCode).toBe(200);
  });

  it('counts only the proposals of the caller’s programmes', async () => {
    const both = await applicantOfP();
    await createProposal(t.database.db, { applicant: both.person, idProgram: programQ });
    const search = `?search=${both.person.nip}`;
    expect((await list(itOfP, search)).json().data[0].proposals).toBe(1);
    expect((await list(superAdmin, search)).json().data[0].proposals).toBe(2);
  });
});

describe('the member’s record as staff read it', () => {
  it('has the record, the bank account, the proposals of the caller’s programmes and the own documents', async () => {
    await createProposal(t.database.db, { applicant: member.person, idProgram: programQ });
    const res = await read(itOfP, member.person.nip!);
    expect(res.statusCode, res.body).toBe(200);
    const detail: MemberDetail = res.json();
    expect(detail).toMatchObject({
      idUser: member.person.idUser,
      nip: member.person.nip,
      whatsappNumber: member.person.whatsappNumber,
      idCardNumber: expect.stringMatching(/^\d{16}$/),
      bankAccount: { accountNumber: '7770001', accountName: member.person.fullName },
      allowed: { edit: true, readOnlyReason: null, readAudit: true },
    });
    // Programme Q's proposal is not IT-of-P's to see.
    expect(detail.proposals.map((p) => p.program.idProgram)).toEqual([programP]);
    expect(detail.proposals[0]).toMatchObject({ side: 'both', otherParty: null });
    expect(detail.documents.map((d) => d.idDocumentType).sort()).toEqual([2, 6]);
    expect((await read(superAdmin, member.person.nip!)).json().proposals).toHaveLength(2);
    // Customer service corrects members but does not read the audit log (decision 0033).
    expect((await read(csOfP, member.person.nip!)).json().allowed).toMatchObject({
      edit: true,
      readAudit: false,
    });
    // Nothing of the record's bookkeeping leaves the server.
    expect(res.body).not.toContain('passwordHash');
  });

  it('finds the NIP however it is typed (upper case)', async () => {
    const res = await read(itOfP, member.person.nip!.toLowerCase());
    expect(res.statusCode).toBe(200);
  });
});

describe('correcting page "data-diri"', () => {
  it('writes the record and one audit row with the changed fields only, before and after', async () => {
    const m = await applicantOfP();
    const before = await detailOf(m.person.nip!);
    const res = await patch(
      itOfP,
      m.person.nip!,
      'data-diri',
      personalOf(before, {
        fullName: '  Siti Aminah ',
        marriage: 'Cerai hidup',
        whatsappNumber: '+6281299887766',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      fullName: 'Siti Aminah',
      marriage: 'Cerai hidup',
      whatsappNumber: '6281299887766',
    });
    expect(res.json().updatedAt).not.toBe(before.updatedAt);
    const audit = await auditOf(m.person.idUser);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      idUser: itOfP.person.idUser,
      action: 'member.update',
      idProposal: null,
      before: { fullName: before.fullName, marriage: before.marriage, whatsappNumber: before.whatsappNumber },
      after: { fullName: 'Siti Aminah', marriage: 'Cerai hidup', whatsappNumber: '6281299887766' },
    });
    // Identity fields are also kept field by field, as a super admin's change through PATCH /api/user is.
    const changes = await t.database.db
      .select()
      .from(userChanges)
      .where(eq(userChanges.idUser, m.person.idUser));
    expect(changes.map((c) => [c.field, c.changedBy]).sort()).toEqual([
      ['fullName', itOfP.person.idUser],
      ['whatsappNumber', itOfP.person.idUser],
    ]);
  });

  it('writes nothing, and no audit row, when nothing changed', async () => {
    const m = await applicantOfP();
    const res = await savePersonal(itOfP, m, {});
    expect(res.statusCode).toBe(200);
    expect(await auditOf(m.person.idUser)).toHaveLength(0);
  });

  it('answers the member’s own forms’ messages for bad values, and changes nothing', async () => {
    const m = await applicantOfP();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ fullName: ' ' }, 'fullName', userMessages.fullNameRequired],
      [{ whatsappNumber: '' }, 'whatsappNumber', userMessages.whatsappRequired],
      [{ whatsappNumber: '08123' }, 'whatsappNumber', patternMessages.whatsapp],
      [{ gender: '' }, 'gender', userMessages.genderRequired],
      [{ dateOfBirth: '' }, 'dateOfBirth', applicantMessages.dateOfBirthRequired],
      [{ dateOfBirth: '17-05-1990' }, 'dateOfBirth', applicantMessages.dateOfBirthInvalid],
      [{ placeOfBirth: '' }, 'placeOfBirth', applicantMessages.placeOfBirthRequired],
      [{ marriage: 'Kawin' }, 'marriage', applicantMessages.marriageInvalid],
      [{ idCardNumber: '12345' }, 'idCardNumber', patternMessages.ktp],
      [{ nomorKK: '3273-0101' }, 'nomorKK', patternMessages.kk],
    ];
    for (const [change, path, message] of cases) {
      const res = await savePersonal(itOfP, m, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors).toContainEqual({ path, message });
    }
    expect(await auditOf(m.person.idUser)).toHaveLength(0);
  });

  it('refuses a WhatsApp number that is someone else’s, as the member’s own change is (409)', async () => {
    const m = await applicantOfP();
    const res = await savePersonal(csOfP, m, { whatsappNumber: otherMember.person.whatsappNumber });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: userMessages.whatsappTaken,
      errors: [{ path: 'whatsappNumber', message: userMessages.whatsappTaken }],
    });
    expect((await recordOf(m.person.idUser)).whatsappNumber).toBe(m.person.whatsappNumber);
  });

  it('refuses a KTP number that is someone else’s', async () => {
    const m = await applicantOfP();
    const res = await savePersonal(itOfP, m, {
      idCardNumber: (await recordOf(member.person.idUser)).idCardNumber,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([{ path: 'idCardNumber', message: memberMessages.idCardNumberTaken }]);
    expect(await auditOf(m.person.idUser)).toHaveLength(0);
  });

  it('accepts the member’s own KK number as KTP (no KTP), though their family gives it too', async () => {
    const m = await applicantOfP();
    const kk = (await recordOf(m.person.idUser)).nomorKK!;
    const sibling = await createMember(t);
    await t.database.db
      .update(users)
      .set({ idCardNumber: kk, nomorKK: kk })
      .where(eq(users.idUser, sibling.person.idUser));
    const res = await savePersonal(itOfP, m, { idCardNumber: kk });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses putting the member on another family’s KK: another member’s record, or one staff entered', async () => {
    const m = await applicantOfP();
    const own = (await recordOf(m.person.idUser)).nomorKK;
    const kkOfA = (await recordOf(member.person.idUser)).nomorKK!;
    const res = await savePersonal(superAdmin, m, { nomorKK: kkOfA });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([{ path: 'nomorKK', message: memberMessages.nomorKKTaken }]);
    // A person someone else recorded with the number.
    const recorded = freshKk();
    const byOther = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: otherMember.headers,
      payload: {
        fullName: 'Tetangga',
        whatsappNumber: '6281277001122',
        gender: 'Perempuan',
        nomorKK: recorded,
      },
    });
    expect(byOther.statusCode, byOther.body).toBe(201);
    expect((await savePersonal(superAdmin, m, { nomorKK: recorded })).statusCode).toBe(409);
    // A family staff entered under a KK no record carries.
    const staffCard = freshKk();
    await t.database.db
      .insert(families)
      .values({ idUser: itOfP.person.idUser, name: 'Anak Lain', nomorKK: staffCard });
    expect((await savePersonal(itOfP, m, { nomorKK: staffCard })).statusCode).toBe(409);
    expect((await recordOf(m.person.idUser)).nomorKK).toBe(own);
    expect(await auditOf(m.person.idUser)).toHaveLength(0);
  });

  it('lets the KK be one only the member’s own recorded family carries, or a new one, with the change kept', async () => {
    const m = await applicantOfP();
    const previous = (await recordOf(m.person.idUser)).nomorKK;
    const card = freshKk();
    const child = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: m.headers,
      payload: {
        fullName: 'Anak Sendiri',
        whatsappNumber: '6281277001199',
        gender: 'Laki-laki',
        nomorKK: card,
      },
    });
    expect(child.statusCode, child.body).toBe(201);
    const res = await savePersonal(itOfP, m, { nomorKK: card });
    expect(res.statusCode, res.body).toBe(200);
    const [change] = await t.database.db
      .select()
      .from(userChanges)
      .where(and(eq(userChanges.idUser, m.person.idUser), eq(userChanges.field, 'nomorKK')));
    expect(change).toMatchObject({ oldValue: previous, newValue: card, changedBy: itOfP.person.idUser });
    // The member still cannot change it themselves (decision 0030).
    const own = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: m.headers,
      payload: { idUser: m.person.idUser, nomorKK: freshKk() },
    });
    expect(own.statusCode).toBe(400);
  });

  it('refuses a change made on a version someone changed meanwhile (409), and keeps the other', async () => {
    const m = await applicantOfP();
    const seen = await detailOf(m.person.nip!);
    expect((await savePersonal(itOfP, m, { placeOfBirth: 'Sumedang' })).statusCode).toBe(200);
    const late = await patch(csOfP, m.person.nip!, 'data-diri', personalOf(seen, { placeOfBirth: 'Subang' }));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(memberMessages.changedMeanwhile);
    expect((await recordOf(m.person.idUser)).placeOfBirth).toBe('Sumedang');
  });
});

describe('correcting page "alamat"', () => {
  const addressOf = (detail: MemberDetail, change: Record<string, unknown> = {}) => ({
    ...ADDRESS,
    ...OFFICIAL,
    addressSameWithKTP: false,
    updatedAt: detail.updatedAt,
    ...change,
  });

  it('writes both addresses, with the audit row', async () => {
    const m = await applicantOfP();
    const res = await patch(csOfP, m.person.nip!, 'alamat', addressOf(await detailOf(m.person.nip!)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject(OFFICIAL);
    const [audit] = await auditOf(m.person.idUser);
    expect(audit?.after).toEqual(OFFICIAL);
  });

  it('copies the domicile to the KTP address when they are the same', async () => {
    const m = await applicantOfP();
    const payload = addressOf(await detailOf(m.person.nip!), {
      addressSameWithKTP: true,
      fullAddress: 'Jl. Braga No. 5',
      idProvinceOfficial: '',
    });
    const res = await patch(csOfP, m.person.nip!, 'alamat', payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      fullAddressOfficial: 'Jl. Braga No. 5',
      idSubDistrictOfficial: 3273091003,
    });
  });

  it('answers the wizard’s messages for a missing field, and refuses areas that do not nest', async () => {
    const m = await applicantOfP();
    const detail = await detailOf(m.person.nip!);
    const missing = await patch(
      csOfP,
      m.person.nip!,
      'alamat',
      addressOf(detail, { idProvince: '', postalCode: '4011' }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'idProvince', message: applicantMessages.provinceRequired },
        { path: 'postalCode', message: applicantMessages.postalCodeFormat },
      ]),
    );
    // Jakarta's province (31) with Bandung's regency.
    const wrong = await patch(csOfP, m.person.nip!, 'alamat', addressOf(detail, { idProvinceOfficial: 31 }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { path: 'idRegencyOfficial', message: memberMessages.areaMismatch },
    ]);
    expect(await auditOf(m.person.idUser)).toHaveLength(0);
  });
});
