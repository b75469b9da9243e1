import { PROPOSAL_STATUS_RETURNED, revisionMessages } from '@amal/contract/revisions';
import { statusDecisionMessages } from '@amal/contract/status-decisions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, expenses } from '../../db/schema/index.ts';
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
let pic: Member;
let guest: Member;

type Rows = { rows: Record<string, unknown>[] };

const sendBack = (member: Member, idProposal: number, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/proposal/admin/${idProposal}/send-back`,
    headers: member.headers,
    payload: body,
  });
const openRevision = (member: Member, idProposal: number) =>
  t.app.inject({ url: `/api/proposal/revision/${idProposal}`, headers: member.headers });
const resubmit = (member: Member, idProposal: number, sections: Record<string, unknown>) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/proposal/revision/${idProposal}`,
    headers: member.headers,
    payload: { sections },
  });
const staffDetail = async (idProposal: number) =>
  (await t.app.inject({ url: `/api/proposal/admin/${idProposal}`, headers: pic.headers })).json();

const NOTES = [
  { route: 'family', note: 'Tambahkan anak yang masih sekolah' },
  { route: 'expenses', note: 'Biaya listrik belum diisi' },
];

async function sentBackProposal() {
  const applicant = await createMember(t);
  const idProposal = await createProposal(t.database.db, { applicant: applicant.person, idProgram });
  const res = await sendBack(pic, idProposal, { notes: NOTES, version: 0 });
  expect(res.statusCode, res.body).toBe(200);
  return { applicant, idProposal };
}

beforeAll(async () => {
  t = await createTestApp();
  idProgram = await createProgramme(t.database.db);
  pic = await createStaff(t, [{ idProgram, idRole: 3 }], { fullName: 'Petugas PIC' });
  guest = await createStaff(t, [{ idProgram, idRole: 15 }]);
});

afterAll(() => t?.close());

describe('staff send a proposal back', () => {
  it('sets status 33 with the notes in the history and the audit, and the applicant reads them', async () => {
    const { applicant, idProposal } = await sentBackProposal();
    const detail = await staffDetail(idProposal);
    expect(detail.proposal.status).toEqual({
      idProposalStatus: PROPOSAL_STATUS_RETURNED,
      name: 'Dikembalikan untuk perbaikan',
    });
    expect(detail.history.at(-1)).toMatchObject({ fromStatus: 1, by: 'Petugas PIC' });
    expect(detail.revisions).toEqual([
      expect.objectContaining({ by: 'Petugas PIC', notes: NOTES, resubmittedAt: null, changes: [] }),
    ]);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.idProposal, idProposal), eq(auditEvents.action, 'proposal.send-back')));
    expect(audit?.after).toEqual({ idProposalStatus: PROPOSAL_STATUS_RETURNED, notes: NOTES });

    const open = await openRevision(applicant, idProposal);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().notes).toEqual(NOTES);
    expect(open.json().sections.family.nomorKK).toBe(
      applicant.person.nomorKK ?? open.json().sections.family.nomorKK,
    );
    // The member's own list shows the status.
    const own = await t.app.inject({
      url: `/api/proposal/referer/${idProposal}`,
      headers: applicant.headers,
    });
    expect(own.json().status.idProposalStatus).toBe(PROPOSAL_STATUS_RETURNED);
  });

  it('a guest may not send back (403); a section the programme lacks is refused (400)', async () => {
    const applicant = await createMember(t);
    const idProposal = await createProposal(t.database.db, { applicant: applicant.person, idProgram });
    const byGuest = await sendBack(guest, idProposal, { notes: NOTES, version: 0 });
    expect(byGuest.statusCode).toBe(403);
    expect(byGuest.json().message).toBe(statusDecisionMessages.notAllowed);
    const missing = await sendBack(pic, idProposal, {
      notes: [{ route: 'bank-account', note: 'Periksa rekening' }],
      version: 0,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { path: 'notes.0.route', message: revisionMessages.sectionNotInProposal },
    ]);
    const blank = await sendBack(pic, idProposal, { notes: [{ route: 'family', note: ' ' }], version: 0 });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0].message).toBe(revisionMessages.noteRequired);
  });

  it('nobody but the applicant reads or corrects it: staff and other members get 404', async () => {
    const { idProposal } = await sentBackProposal();
    const stranger = await createMember(t);
    expect((await openRevision(stranger, idProposal)).statusCode).toBe(404);
    expect((await openRevision(pic, idProposal)).statusCode).toBe(404);
    expect((await resubmit(pic, idProposal, {})).statusCode).toBe(404);
  });
});

describe('the applicant corrects exactly the reopened sections', () => {
  it('refuses a missing reopened section and one not reopened', async () => {
    const { applicant, idProposal } = await sentBackProposal();
    const { sections } = (await openRevision(applicant, idProposal)).json();
    const missing = await resubmit(applicant, idProposal, { expenses: sections.expenses });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { path: 'sections.family', message: 'Lengkapi semua data untuk melanjutkan' },
    ]);
    const extra = await resubmit(applicant, idProposal, { ...sections, incomes: sections.incomes });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toBe(revisionMessages.onlyReopened);
  });

  it('writes the corrections, returns the proposal to its earlier status, and keeps both versions for staff', async () => {
    const { applicant, idProposal } = await sentBackProposal();
    const { sections } = (await openRevision(applicant, idProposal)).json();
    const before = sections.expenses;
    const corrected = [
      ...before.filter((row: { idExpenseType: number }) => row.idExpenseType !== 5),
      { idExpenseType: 5, nominal: 150_000, description: 'Listrik' },
    ];
    const res = await resubmit(applicant, idProposal, { family: sections.family, expenses: corrected });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ idProposal, idProposalStatus: 1 });

    const detail = await staffDetail(idProposal);
    expect(detail.proposal.status.idProposalStatus).toBe(1);
    expect(detail.proposal.sections.expenses).toContainEqual(
      expect.objectContaining({ idExpenseType: 5, nominal: 150_000 }),
    );
    const [revision] = detail.revisions;
    expect(revision.resubmittedAt).not.toBeNull();
    const expensesChange = revision.changes.find((c: { route: string }) => c.route === 'expenses');
    expect(expensesChange.before).toEqual(before);
    expect(expensesChange.after).toContainEqual(
      expect.objectContaining({ idExpenseType: 5, nominal: 150_000 }),
    );
    expect(detail.history.at(-1)).toMatchObject({
      idProposalStatus: 1,
      fromStatus: PROPOSAL_STATUS_RETURNED,
    });
    // The typed rows that scoring reads follow the correction.
    const rows = (await t.database.db
      .select()
      .from(expenses)
      .where(eq(expenses.idProposal, idProposal))) as unknown as Rows['rows'];
    expect(rows.some((row) => row.idExpenseType === 5 && row.nominal === 150_000)).toBe(true);
    // Corrected once: nothing is open any more.
    expect((await openRevision(applicant, idProposal)).statusCode).toBe(404);
  });
});
