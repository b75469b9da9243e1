import { randomUUID } from 'node:crypto';
import { applicationLockedMessage, canOpenApplicationTiles } from '@amal/contract/home-menu';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposals, temporaryProposals, users } from '../../db/schema/index.ts';
import { sectionsFor, wizardSections } from '../../db/seed/demo-proposals.ts';
import { createTestApp, memberAuth, type TestApp } from '../../test/test-app.ts';
import { openApplicationTiles } from './drafts.test-support.ts';

// Issue 32: the home menu's lock holds on the server. ART101-10002 has no bank account, no KTP
// number and no KTP or KK of her own: "Ajukan Bantuan" is closed for her, and so is every way to it.

let t: TestApp;
let A: { authorization: string };
let B: { authorization: string };
let idUserB: number;

beforeAll(async () => {
  t = await createTestApp();
  A = await memberAuth(t, 'ARN101-10001');
  B = await memberAuth(t, 'ART101-10002');
  idUserB = (await t.app.inject({ url: '/api/user', headers: B })).json().idUser;
});
afterAll(() => t.close());

const post = (headers: { authorization: string }, idProgram: number, data = '{}') =>
  t.app.inject({ method: 'POST', url: '/api/temporaryproposal', headers, payload: { idProgram, data } });
const patch = (headers: { authorization: string }, idTempProposal: number) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/temporaryproposal',
    headers,
    payload: { idTempProposal, data: '{"referrer":{"reason":"x"}}' },
  });

/** A draft of B's made before the lock (straight in the database) and a submission of it. */
async function draftOfB(idProgram: number) {
  const db = t.database.db;
  const [b] = await db.select().from(users).where(eq(users.idUser, idUserB));
  const sections = await sectionsFor(db, idProgram, wizardSections(b!, { self: true, idBank: 1 }));
  const [draft] = await db
    .insert(temporaryProposals)
    .values({ idUser: idUserB, idProgram, data: JSON.stringify(sections) })
    .returning();
  return {
    idTempProposal: draft!.idTempProposal,
    item: { idProgram, idTempProposal: draft!.idTempProposal, submissionKey: randomUUID(), sections },
  };
}

const submit = (headers: { authorization: string }, item: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/proposal/batch', headers, payload: [item] as object[] });

const proposalCount = async () => (await t.database.db.select({ n: count() }).from(proposals))[0]!.n;

describe('the home-menu lock on the server (issue 32)', () => {
  it('refuses a locked member a new draft, a draft save and a submission with the home page’s words (403)', async () => {
    const me = (await t.app.inject({ url: '/api/user', headers: B })).json();
    expect(canOpenApplicationTiles(me)).toBe(false);
    const reason = 'Lengkapi rekening bank, nomor KTP, dan dokumen KTP/KK untuk mulai mengajukan bantuan.';
    expect(applicationLockedMessage(me)).toBe(reason);

    const created = await post(B, 3);
    expect(created.statusCode).toBe(403);
    expect(created.json().message).toBe(reason);
    expect(
      await t.database.db.select().from(temporaryProposals).where(eq(temporaryProposals.idUser, idUserB)),
    ).toEqual([]);

    const { idTempProposal, item } = await draftOfB(3);
    const saved = await patch(B, idTempProposal);
    expect(saved.statusCode).toBe(403);
    expect(saved.json().message).toBe(reason);

    const before = await proposalCount();
    const sent = await submit(B, item);
    expect(sent.statusCode).toBe(403);
    expect(sent.json().message).toBe(reason);
    expect(await proposalCount()).toBe(before);
  });

  it('lets a complete member (ARN101-10001) through', async () => {
    expect(canOpenApplicationTiles((await t.app.inject({ url: '/api/user', headers: A })).json())).toBe(true);
    expect((await post(A, 2)).statusCode).toBe(201);
  });

  it('keeps her way out open: bank account, KTP number, her own KTP and KK; then she may apply', async () => {
    const bank = await t.app.inject({
      method: 'POST',
      url: '/api/bankaccount',
      headers: B,
      payload: { idBank: 1, accountNumber: '7770002', accountName: 'Siti Aminah' },
    });
    expect(bank.statusCode).toBe(201);
    // The refusal now names only what is still missing.
    const still = await post(B, 4);
    expect(still.statusCode).toBe(403);
    expect(still.json().message).toBe(
      'Lengkapi nomor KTP dan dokumen KTP/KK untuk mulai mengajukan bantuan.',
    );

    await openApplicationTiles(t, B, '3273015708900002', { withBankAccount: false });
    expect(canOpenApplicationTiles((await t.app.inject({ url: '/api/user', headers: B })).json())).toBe(true);
    expect((await post(B, 4)).statusCode).toBe(201);
    const { idTempProposal, item } = await draftOfB(9);
    expect((await patch(B, idTempProposal)).statusCode).toBe(200);
    const sent = await submit(B, item);
    expect(sent.statusCode, sent.body).toBe(201);
  });
});
