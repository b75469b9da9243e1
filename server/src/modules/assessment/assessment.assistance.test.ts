import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import {
  createMember,
  createProgramme,
  createProposal,
  createStaff,
  type Member,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let idProgram: number;
let otherProgram: number;
let applicant: Member;
let stranger: Member;
let finance: Member;
let leader: Member;
let assessor: Member;
let guest: Member;
let otherFinance: Member;
let superAdmin: Member;

const call = (caller: Member, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: caller.headers, ...(payload && { payload }) });

const aid = { amount: 1_500_000, form: 'Transfer bank', date: '2026-12-10', note: 'Tahap pertama' };

beforeAll(async () => {
  t = await createTestApp();
  idProgram = await createProgramme(t.database.db);
  otherProgram = await createProgramme(t.database.db);
  applicant = await createMember(t);
  stranger = await createMember(t);
  // The role-status mapping of the catalogue: finance (12) sets 10, the leader (5) sets 8; the assessor (8) 7 only.
  finance = await createStaff(t, [{ idProgram, idRole: 12 }], { fullName: 'Bagian Keuangan' });
  leader = await createStaff(t, [{ idProgram, idRole: 5 }], { fullName: 'Pimpinan Program' });
  assessor = await createStaff(t, [{ idProgram, idRole: 8 }]);
  guest = await createStaff(t, [{ idProgram, idRole: 15 }]);
  otherFinance = await createStaff(t, [{ idProgram: otherProgram, idRole: 12 }]);
  superAdmin = await createStaff(t, [{ idProgram: otherProgram, idRole: 9 }]);
});

afterAll(async () => {
  await t?.close();
});

describe('the aid decided for a proposal', () => {
  it('is recorded by the roles the mapping allows and shown to the applicant once decided', async () => {
    const idProposal = await createProposal(t.database.db, {
      applicant: applicant.person,
      idProgram,
      idProposalStatus: 8,
    });
    const before = await call(applicant, 'GET', `assistance/proposal/${idProposal}`);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ idProposal, assistance: null, canRecord: false });
    expect((await call(finance, 'GET', `assistance/proposal/${idProposal}`)).json().canRecord).toBe(true);

    const recorded = await call(finance, 'POST', 'assistance', { idProposal, ...aid });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json()).toMatchObject({ idProposal, ...aid, recordedBy: 'Bagian Keuangan' });

    const twice = await call(leader, 'POST', 'assistance', { idProposal, ...aid, amount: 2_000_000 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Bantuan untuk pengajuan ini sudah dicatat; ubah catatannya');

    const changed = await call(leader, 'PATCH', 'assistance', {
      idAssistance: recorded.json().idAssistance,
      amount: 2_000_000,
      form: 'Barang',
      date: '2026-12-12',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      amount: 2_000_000,
      form: 'Barang',
      note: null,
      recordedBy: 'Pimpinan Program',
    });

    const seen = await call(applicant, 'GET', `assistance/proposal/${idProposal}`);
    expect(seen.json().assistance).toMatchObject({ amount: 2_000_000, form: 'Barang', date: '2026-12-12' });
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.idProposal, idProposal), eq(auditEvents.action, 'assistance.record')));
    expect(audit).toHaveLength(2);
    expect(audit[1]?.before).toMatchObject({ amount: 1_500_000 });
  });

  it('answers missing fields in Indonesian', async () => {
    const res = await call(finance, 'POST', 'assistance', { idProposal: 1, amount: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'amount', message: 'Nominal bantuan harus lebih dari 0' },
        { path: 'form', message: 'Bentuk bantuan harus dipilih' },
        { path: 'date', message: 'Tanggal bantuan harus diisi' },
      ]),
    );
  });

  it('refuses those the mapping does not name, and hides the proposal from strangers', async () => {
    const idProposal = await createProposal(t.database.db, {
      applicant: (await createMember(t)).person,
      idProgram,
      idProposalStatus: 8,
    });
    for (const caller of [assessor, guest]) {
      const res = await call(caller, 'POST', 'assistance', { idProposal, ...aid });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Anda tidak berwenang mencatat bantuan untuk pengajuan ini');
    }
    expect((await call(guest, 'GET', `assistance/proposal/${idProposal}`)).statusCode).toBe(200);
    expect((await call(otherFinance, 'GET', `assistance/proposal/${idProposal}`)).statusCode).toBe(404);
    expect((await call(otherFinance, 'POST', 'assistance', { idProposal, ...aid })).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `assistance/proposal/${idProposal}`)).statusCode).toBe(404);
    // A member is refused by the staff route before any lookup.
    expect((await call(stranger, 'POST', 'assistance', { idProposal, ...aid })).statusCode).toBe(403);
    const bySuperAdmin = await call(superAdmin, 'POST', 'assistance', { idProposal, ...aid });
    expect(bySuperAdmin.statusCode).toBe(201);
    const hidden = await call(otherFinance, 'PATCH', 'assistance', {
      idAssistance: bySuperAdmin.json().idAssistance,
      ...aid,
    });
    expect(hidden.statusCode).toBe(404);
  });
});
