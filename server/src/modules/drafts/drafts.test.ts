import { DRAFT_DATA_MAX_BYTES, draftMessages } from '@amal/contract/drafts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, memberAuth, type TestApp } from '../../test/test-app.ts';
import { openApplicationTiles } from './drafts.test-support.ts';

let t: TestApp;
const auth: Record<string, { authorization: string }> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const nip of ['ARN101-10001', 'ART101-10002']) {
    auth[nip] = await memberAuth(t, nip);
  }
  // B drafts here: she first completes what the home menu's lock waits for (drafts.lock.test.ts).
  await openApplicationTiles(t, auth['ART101-10002']!, '3273015708900002');
});
afterAll(() => t.close());

const A = () => auth['ARN101-10001'];
const B = () => auth['ART101-10002'];
const post = (headers: Record<string, string> | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/temporaryproposal', headers, payload });
const patch = (headers: Record<string, string> | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: '/api/temporaryproposal', headers, payload });

describe('POST /api/temporaryproposal (spec §3: one draft per user and programme)', () => {
  it('creates a DRAFTED draft, then replaces it on a second post for the same programme', async () => {
    const first = await post(B(), {
      idProgram: 3,
      data: JSON.stringify({ reference: { fullName: 'Siti' } }),
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ idProgram: 3, status: 'DRAFTED' });
    const second = await post(B(), { idProgram: 3, data: JSON.stringify({ referrer: { reason: 'x' } }) });
    expect(second.statusCode).toBe(200);
    expect(second.json().idTempProposal).toBe(first.json().idTempProposal);
    expect(JSON.parse(second.json().data)).toEqual({ referrer: { reason: 'x' } });
    const list = (await t.app.inject({ url: '/api/temporaryproposal', headers: B() })).json();
    expect(list.data.filter((d: { idProgram: number }) => d.idProgram === 3)).toHaveLength(1);
  });

  it.each([
    ['not JSON', '{reference', draftMessages.notAnObject],
    ['a JSON array', '[1,2]', draftMessages.notAnObject],
    ['a JSON string', '"x"', draftMessages.notAnObject],
    [
      'larger than 512 KB',
      JSON.stringify({ reference: 'x'.repeat(DRAFT_DATA_MAX_BYTES) }),
      draftMessages.tooLarge,
    ],
  ])('rejects data that is %s with "%s"', async (_what, data, message) => {
    const res = await post(B(), { idProgram: 4, data });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 404 for a programme that does not exist', async () => {
    expect((await post(B(), { idProgram: 9999, data: '{}' })).statusCode).toBe(404);
  });

  it('answers 401 to an anonymous caller', async () => {
    expect((await post(undefined, { idProgram: 3, data: '{}' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/temporaryproposal' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/temporaryproposal', () => {
  it('updates the owner’s draft data and status', async () => {
    const created = (await post(B(), { idProgram: 5, data: '{}' })).json();
    const res = await patch(B(), {
      idTempProposal: created.idTempProposal,
      data: JSON.stringify({ teacher: { subject: 'Fiqih' } }),
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.json().data)).toEqual({ teacher: { subject: 'Fiqih' } });
    const submitted = await patch(B(), { idTempProposal: created.idTempProposal, status: 'SUBMITTED' });
    expect(submitted.json()).toMatchObject({ status: 'SUBMITTED', data: res.json().data });
  });

  it('answers 404 to another user, who cannot read or change the draft (user B vs user A)', async () => {
    const mine = (await post(A(), { idProgram: 6, data: '{"skill":{"description":"Menjahit"}}' })).json();
    const res = await patch(B(), { idTempProposal: mine.idTempProposal, data: '{}' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(draftMessages.notFound);
    const bList = (await t.app.inject({ url: '/api/temporaryproposal', headers: B() })).json();
    expect(bList.data.map((d: { idTempProposal: number }) => d.idTempProposal)).not.toContain(
      mine.idTempProposal,
    );
    const again = (
      await t.app.inject({ url: '/api/temporaryproposal/program/6/DRAFTED', headers: A() })
    ).json();
    expect(JSON.parse(again.data[0].data)).toEqual({ skill: { description: 'Menjahit' } });
  });

  it('answers 404 for a draft that does not exist', async () => {
    expect((await patch(B(), { idTempProposal: 999999, data: '{}' })).statusCode).toBe(404);
  });
});

describe('GET /api/temporaryproposal/program/{idProgram}/{status}', () => {
  it('finds the caller’s draft of a programme by status only', async () => {
    await post(B(), { idProgram: 9, data: '{}' });
    const drafted = (
      await t.app.inject({ url: '/api/temporaryproposal/program/9/DRAFTED', headers: B() })
    ).json();
    expect(drafted.total).toBe(1);
    const submitted = (
      await t.app.inject({ url: '/api/temporaryproposal/program/9/SUBMITTED', headers: B() })
    ).json();
    expect(submitted.total).toBe(0);
  });

  it('rejects an unknown status', async () => {
    const res = await t.app.inject({ url: '/api/temporaryproposal/program/9/DONE', headers: B() });
    expect(res.statusCode).toBe(400);
  });
});
