import { organizationMessages } from '@amal/contract/organizations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationManagers, proposals } from '../../db/schema/index.ts';
import { createMember, createProgramme, type Member, submissionOf } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { manager, ORGANIZATION } from './organizations.test-support.ts';

let t: TestApp;
let owner: Member;
let stranger: Member;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createMember(t, { ready: true });
  stranger = await createMember(t, { ready: true });
});
afterAll(() => t.close());

const organization = ORGANIZATION;

const send = (who: Member, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: who.headers, payload: payload as object });

async function createOrganization(who: Member) {
  const res = await send(who, 'POST', '/api/organization', organization);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { idOrganization: number };
}

describe('/api/organization', () => {
  it('records the caller’s organisation (rt/rw left empty become "0") and lists it as theirs', async () => {
    const created = await createOrganization(owner);
    expect(created).toMatchObject({
      ...organization,
      rw: '0',
      idUser: owner.person.idUser,
      organizationManagers: [],
    });
    const mine = (await send(owner, 'GET', '/api/organization')).json();
    expect(mine.data.map((o: { idOrganization: number }) => o.idOrganization)).toContain(
      created.idOrganization,
    );
    expect((await send(stranger, 'GET', '/api/organization')).json().data).toEqual([]);
  });

  it.each([
    ['name', '', organizationMessages.nameRequired],
    ['type', 'Koperasi', organizationMessages.typeRequired],
    ['whatsapp', '', organizationMessages.whatsappRequired],
    ['dawahActivitiesFrequency', 'Setiap Jam', organizationMessages.frequencyInvalid],
    ['institutionDescription', ' ', organizationMessages.descriptionRequired],
    ['dawahLectureTopics', '', organizationMessages.topicsRequired],
  ])('refuses %s = %j with "%s"', async (path, value, message) => {
    const res = await send(owner, 'POST', '/api/organization', { ...organization, [path]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path, message });
  });

  it('PATCH changes the owner’s organisation; another member gets 404 reading or changing it', async () => {
    const { idOrganization } = await createOrganization(owner);
    const patched = await send(owner, 'PATCH', '/api/organization', {
      ...organization,
      idOrganization,
      name: 'Yayasan Baru',
      type: 'Yayasan',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ idOrganization, name: 'Yayasan Baru', type: 'Yayasan' });
    expect((await send(owner, 'GET', `/api/organization/${idOrganization}`)).statusCode).toBe(200);
    expect((await send(stranger, 'GET', `/api/organization/${idOrganization}`)).statusCode).toBe(404);
    const foreign = await send(stranger, 'PATCH', '/api/organization', {
      ...organization,
      idOrganization,
      name: 'Diambil',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await send(owner, 'GET', `/api/organization/${idOrganization}`)).json().name).toBe(
      'Yayasan Baru',
    );
    // PATCH without the id is no creation.
    expect((await send(owner, 'PATCH', '/api/organization', organization)).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/organization/${idOrganization}` })).statusCode).toBe(401);
  });
});

describe('/api/organizationmanager', () => {
  it('adds and changes a manager of the owner’s organisation; the applicant’s slot is the member', async () => {
    const { idOrganization } = await createOrganization(owner);
    const created = await send(owner, 'POST', '/api/organizationmanager', {
      ...manager('applicant', 'Ahmad', 'Ketua Yayasan/Lembaga'),
      idOrganization,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ idOrganization, idUser: owner.person.idUser, slot: 'applicant' });
    const id = created.json().idOrganizationManager;
    const patched = await send(owner, 'PATCH', '/api/organizationmanager', {
      ...manager('applicant', 'Ahmad Fauzi', 'Ketua Harian Pelaksana'),
      idOrganization,
      idOrganizationManager: id,
    });
    expect(patched.json()).toMatchObject({ fullName: 'Ahmad Fauzi', position: 'Ketua Harian Pelaksana' });
  });

  it('refuses a manager of someone else’s organisation, or named through the attacker’s own (404)', async () => {
    const a = await createOrganization(owner);
    const b = await createOrganization(stranger);
    const m = (
      await send(owner, 'POST', '/api/organizationmanager', {
        ...manager('pembina', 'Ustadz Ali', 'Pembina lembaga'),
        idOrganization: a.idOrganization,
      })
    ).json();
    const body = {
      ...manager('other', 'Diambil', 'Pengurus'),
      idOrganizationManager: m.idOrganizationManager,
    };
    expect(
      (
        await send(stranger, 'POST', '/api/organizationmanager', {
          ...body,
          idOrganization: a.idOrganization,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await send(stranger, 'PATCH', '/api/organizationmanager', {
          ...body,
          idOrganization: a.idOrganization,
        })
      ).statusCode,
    ).toBe(404);
    // The attacker's own organisation with the victim's manager id: still 404, and nothing changed.
    expect(
      (
        await send(stranger, 'PATCH', '/api/organizationmanager', {
          ...body,
          idOrganization: b.idOrganization,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await send(stranger, 'POST', '/api/organizationmanager/batch', {
          idOrganization: b.idOrganization,
          managers: [body],
        })
      ).statusCode,
    ).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(organizationManagers)
      .where(eq(organizationManagers.idOrganizationManager, m.idOrganizationManager));
    expect(row).toMatchObject({ fullName: 'Ustadz Ali', idOrganization: a.idOrganization });
  });

  it.each([
    ['position', 'Direktur', organizationMessages.positionRequired],
    ['gender', '', organizationMessages.managerGenderRequired],
    ['lengthInOrganization', '', organizationMessages.yearsServedRequired],
    ['lengthInOrganization', 101, organizationMessages.yearsServedTooMany],
    ['slot', 'ketua', organizationMessages.slotRequired],
  ])('refuses a manager with %s = %j: "%s"', async (path, value, message) => {
    const { idOrganization } = await createOrganization(owner);
    const res = await send(owner, 'POST', '/api/organizationmanager', {
      ...manager('other', 'Budi', 'Humas'),
      [path]: value,
      idOrganization,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path, message });
  });

  it('batch: adds, changes and removes in one go, and all or nothing', async () => {
    const { idOrganization } = await createOrganization(owner);
    const first = await send(owner, 'POST', '/api/organizationmanager/batch', {
      idOrganization,
      managers: [
        manager('applicant', 'Ahmad', 'Ketua Yayasan/Lembaga'),
        manager('ustadz', 'Ustadz Umar', 'Ustadz Pembina'),
        manager('other', 'Siti', 'Bendahara'),
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json() as { idOrganizationManager: number; slot: string; fullName: string }[];
    expect(saved.map((x) => x.slot)).toEqual(['applicant', 'ustadz', 'other']);
    const [applicant, , other] = saved;
    const second = await send(owner, 'POST', '/api/organizationmanager/batch', {
      idOrganization,
      managers: [
        {
          ...manager('applicant', 'Ahmad F.', 'Ketua Yayasan/Lembaga'),
          idOrganizationManager: applicant!.idOrganizationManager,
        },
        { ...manager('other', 'Siti', 'Sekretaris'), idOrganizationManager: other!.idOrganizationManager },
        manager('pembina', 'Ustadz Ali', 'Pembina lembaga'),
      ],
    });
    expect(second.json().map((x: { fullName: string }) => x.fullName)).toEqual([
      'Ahmad F.',
      'Ustadz Ali',
      'Siti',
    ]);
    // A second applicant: refused by the contract, nothing written.
    const twice = await send(owner, 'POST', '/api/organizationmanager/batch', {
      idOrganization,
      managers: [manager('applicant', 'A', 'Pengurus'), manager('applicant', 'B', 'Pengurus')],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toContainEqual({
      path: 'managers.1.slot',
      message: organizationMessages.slotTaken('applicant'),
    });
    // An unknown manager id after valid rows: the whole batch fails and the list stays as it was.
    const broken = await send(owner, 'POST', '/api/organizationmanager/batch', {
      idOrganization,
      managers: [
        manager('other', 'Baru', 'Humas'),
        { ...manager('other', 'X', 'Humas'), idOrganizationManager: 2_000_000 },
      ],
    });
    expect(broken.statusCode).toBe(404);
    const after = (await send(owner, 'GET', `/api/organization/${idOrganization}`)).json();
    expect(after.organizationManagers.map((x: { fullName: string }) => x.fullName)).toEqual([
      'Ahmad F.',
      'Ustadz Ali',
      'Siti',
    ]);
  });
});

describe('/api/organizationbankaccount', () => {
  const account = { idBank: 1, accountNumber: '7770001', accountName: 'Yayasan Al-Ikhlas' };

  it('records, changes and reads the owner’s organisation account; others get 404', async () => {
    const { idOrganization } = await createOrganization(owner);
    const created = await send(owner, 'POST', '/api/organizationbankaccount', { ...account, idOrganization });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().idOrganizationBankAccount;
    const patched = await send(owner, 'PATCH', '/api/organizationbankaccount', {
      ...account,
      accountNumber: '7770002',
      idOrganization,
      idOrganizationBankAccount: id,
    });
    expect(patched.json()).toMatchObject({ accountNumber: '7770002', idOrganization });
    expect((await send(owner, 'GET', `/api/organizationbankaccount/${id}`)).statusCode).toBe(200);
    expect((await send(stranger, 'GET', `/api/organizationbankaccount/${id}`)).statusCode).toBe(404);
    const b = await createOrganization(stranger);
    const foreign = await send(stranger, 'PATCH', '/api/organizationbankaccount', {
      ...account,
      idOrganization: b.idOrganization,
      idOrganizationBankAccount: id,
    });
    expect(foreign.statusCode).toBe(404);
    // Another member's own bank account may not be copied into one's organisation.
    const copy = await send(stranger, 'POST', '/api/organizationbankaccount', {
      ...account,
      idOrganization: b.idOrganization,
      idBankAccount: owner.person.idBankAccount,
    });
    expect(copy.statusCode).toBe(404);
    const digits = await send(owner, 'POST', '/api/organizationbankaccount', {
      ...account,
      accountNumber: '12-3',
      idOrganization,
    });
    expect(digits.json().errors).toContainEqual({
      path: 'accountNumber',
      message: 'Nomor rekening hanya boleh berisi angka',
    });
  });
});

describe('the organisation step at submission', () => {
  /** A programme of the reference, referrer and organisation steps only: no other step's rules interfere. */
  let idProgram: number;
  beforeAll(async () => {
    idProgram = await createProgramme(t.database.db, { routes: ['reference', 'referrer', 'organization'] });
  });
  const step = (idOrganization: number | undefined, name = organization.name) => ({
    ...organization,
    name,
    idOrganization,
    managers: [manager('applicant', 'Ahmad', 'Ketua Yayasan/Lembaga')],
  });

  it('refuses a proposal without an organisation, or naming another member’s, with the spec’s message', async () => {
    const theirs = await createOrganization(stranger);
    for (const idOrganization of [undefined, theirs.idOrganization, 2_000_000]) {
      const item = await submissionOf(t, owner, idProgram, (s) => {
        s.organization = step(idOrganization);
      });
      const res = await send(owner, 'POST', '/api/proposal/batch', [item]);
      expect(res.statusCode, `${idOrganization}: ${res.body}`).toBe(400);
      expect(res.json().errors).toContainEqual({
        path: 'sections.organization.idOrganization',
        message: organizationMessages.organizationMissing,
      });
    }
    const noApplicant = await submissionOf(t, owner, idProgram, (s) => {
      s.organization = { ...step(theirs.idOrganization), managers: [] };
    });
    const res = await send(owner, 'POST', '/api/proposal/batch', [noApplicant]);
    expect(res.json().errors).toContainEqual({
      path: 'sections.organization.managers',
      message: organizationMessages.applicantManagerRequired,
    });
  });

  it('records the owner’s organisation on the proposal, the step as it is on record', async () => {
    const { idOrganization } = await createOrganization(owner);
    await send(owner, 'POST', '/api/organizationmanager/batch', {
      idOrganization,
      managers: [manager('applicant', 'Ahmad', 'Ketua Yayasan/Lembaga')],
    });
    const item = await submissionOf(t, owner, idProgram, (s) => {
      s.organization = step(idOrganization, 'Nama di draf');
    });
    const res = await send(owner, 'POST', '/api/proposal/batch', [item]);
    expect(res.statusCode, res.body).toBe(201);
    const [{ idProposal }] = res.json();
    const [row] = await t.database.db.select().from(proposals).where(eq(proposals.idProposal, idProposal));
    expect(row!.idOrganization).toBe(idOrganization);
    const detail = (await send(owner, 'GET', `/api/proposal/referer/${idProposal}`)).json();
    expect(detail.sections.organization).toMatchObject({ idOrganization, name: organization.name });
    expect(detail.sections.organization.managers).toMatchObject([{ slot: 'applicant', fullName: 'Ahmad' }]);
  });
});
