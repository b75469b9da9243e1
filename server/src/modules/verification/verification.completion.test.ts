import {
  verificationMessages as messages,
  PROPOSAL_STATUS_FIELD_VERIFIED,
} from '@amal/contract/verification';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  proposalStatusHistory,
  proposals,
  proposalVerificators,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  call,
  idSectionOf,
  referenceData,
  requirementData,
  type Scene,
  scene,
  visitData,
} from './verification.fixtures.ts';

let t: TestApp;
let s: Scene;

const complete = (caller = s.verifier) =>
  call(t, caller, 'POST', 'proposalverificator/completefieldverification', { idProposal: s.idProposal });
const save = (path: string, route: string, data: unknown) =>
  call(t, s.verifier, 'POST', path, {
    idProposal: s.idProposal,
    idSection: idSectionOf(route as never),
    data,
  });
const taskOf = async () =>
  (await call(t, s.verifier, 'GET', 'proposals/verifications'))
    .json()
    .data.find((task: { idProposal: number }) => task.idProposal === s.idProposal);
const statusOf = async () =>
  (await t.database.db.select().from(proposals).where(eq(proposals.idProposal, s.idProposal)))[0]!
    .idProposalStatus;

beforeAll(async () => {
  t = await createTestApp();
  s = await scene(t, ['reference', 'requirement']);
});
afterAll(() => t?.close());

describe('the visit record (POST/PATCH /api/proposalverificatordetail)', () => {
  it('names what is required', async () => {
    const res = await call(t, s.verifier, 'POST', 'proposalverificatordetail', {
      idProposalVerificator: s.idProposalVerificator,
      distance: -1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'idProposal', message: 'Proposal harus diisi' },
        { path: 'distance', message: 'Jarak tidak boleh kurang dari 0' },
        { path: 'reason', message: 'Alasan harus diisi' },
        { path: 'visitedDate', message: 'Tanggal kunjungan harus diisi' },
      ]),
    );
  });

  it('refuses an assignment of another proposal', async () => {
    const other = await scene(t, ['reference']);
    const res = await call(t, s.verifier, 'POST', 'proposalverificatordetail', {
      ...visitData(s),
      idProposalVerificator: other.idProposalVerificator,
    });
    expect([res.statusCode, res.json().message]).toEqual([404, messages.notFound]);
  });

  it('saves the visit and the assignment’s date and cost together; PATCH changes it', async () => {
    const created = await call(t, s.verifier, 'POST', 'proposalverificatordetail', visitData(s));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      travelMode: 'Sepeda motor',
      verificationDate: '2026-12-01',
      cost: 50_000,
    });
    const [link] = await t.database.db
      .select()
      .from(proposalVerificators)
      .where(eq(proposalVerificators.idProposalVerificator, s.idProposalVerificator));
    expect(link!.cost).toBe(50_000);
    expect(link!.verificationDate?.toISOString()).toBe('2026-11-30T17:00:00.000Z');
    const changed = await call(t, s.verifier, 'PATCH', 'proposalverificatordetail', {
      ...visitData(s),
      idProposalVerificatorDetail: created.json().idProposalVerificatorDetail,
      note: 'Rumah di ujung gang',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().note).toBe('Rumah di ujung gang');
    const view = await call(t, s.verifier, 'GET', `proposal/verification/${s.idProposal}`);
    expect(view.json().visit).toMatchObject({ note: 'Rumah di ujung gang', distance: 12.5 });
  });
});

describe('completing the field verification', () => {
  it('is refused naming what is missing, then accepted; sent twice at once the status moves once', async () => {
    const missing = await complete();
    expect([missing.statusCode, missing.json().message]).toEqual([
      400,
      messages.missing(['Data Penerima Bantuan', 'Persyaratan dan Persetujuan']),
    ]);
    expect(
      (await save('referenceverification', 'reference', referenceData(s.applicant.person.idUser))).statusCode,
    ).toBe(200);
    expect(await taskOf()).toMatchObject({ sectionsToVerify: 2, sectionsLeft: 1 });
    const still = await complete();
    expect(still.json().message).toBe(messages.missing(['Persyaratan dan Persetujuan']));
    expect((await save('requirementverification', 'requirement', requirementData)).statusCode).toBe(200);

    expect(await taskOf()).toMatchObject({ sectionsLeft: 0 });
    const before = await statusOf();
    const [one, two] = await Promise.all([complete(), complete()]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const done = [one, two].find((res) => res.statusCode === 200)!.json();
    expect(done).toMatchObject({
      idProposal: s.idProposal,
      idProposalStatus: PROPOSAL_STATUS_FIELD_VERIFIED,
    });
    expect(await statusOf()).toBe(PROPOSAL_STATUS_FIELD_VERIFIED);
    const history = await t.database.db
      .select()
      .from(proposalStatusHistory)
      .where(
        and(
          eq(proposalStatusHistory.idProposal, s.idProposal),
          eq(proposalStatusHistory.idProposalStatus, PROPOSAL_STATUS_FIELD_VERIFIED),
        ),
      );
    expect(history).toHaveLength(1);
    // A completed verification leaves the verifier's list.
    expect(await taskOf()).toBeUndefined();
    expect(history[0]).toMatchObject({ fromStatus: before, idUser: s.verifier.person.idUser });
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.idProposal, s.idProposal), eq(auditEvents.action, 'proposal.status')));
    expect(audit).toHaveLength(1);
  });

  it('locks every save after completion (409)', async () => {
    const res = await save('referenceverification', 'reference', referenceData(s.applicant.person.idUser));
    expect([res.statusCode, res.json().message]).toEqual([409, messages.locked]);
    const visit = await call(t, s.verifier, 'PATCH', 'proposalverificatordetail', visitData(s));
    expect(visit.statusCode).toBe(409);
    const again = await complete();
    expect([again.statusCode, again.json().message]).toEqual([409, messages.locked]);
    const view = await call(t, s.verifier, 'GET', `proposal/verification/${s.idProposal}`);
    expect(view.json().completedAt).toEqual(expect.any(String));
  });

  it('a stranger is told the proposal does not exist', async () => {
    expect((await complete(s.stranger)).statusCode).toBe(404);
  });
});
