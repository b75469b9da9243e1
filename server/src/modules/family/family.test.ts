import { familyMessages } from '@amal/contract/family';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, memberAuth, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const auth: Record<string, { authorization: string }> = {};
const ids: Record<string, number> = {};
// ARN101-10001's own KK number in the demo seed.
const OWN_KK = '3273010101200001';

beforeAll(async () => {
  t = await createTestApp();
  for (const nip of ['ARN101-10001', 'ART101-10002']) {
    auth[nip] = await memberAuth(t, nip);
    ids[nip] = (await t.app.inject({ url: '/api/user', headers: auth[nip] })).json().idUser;
  }
});
afterAll(() => t.close());

const A = () => auth['ARN101-10001'];
const B = () => auth['ART101-10002'];
const member = (name: string, nomorKK = OWN_KK) => ({
  name,
  nomorKK,
  idRelationship: 4,
  isLiveTogether: true,
  dependent: 0,
  dependentType: 'Nafkah',
  gender: 'Laki-laki',
  jobStatus: 'Pelajar',
  grade: 7,
});
const call = (
  method: 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string> | undefined,
  payload: object,
) => t.app.inject({ method, url, headers, payload });

describe('POST /api/family and /api/family/batch', () => {
  it('creates members, each with a user of its own recorded by the caller (spec §7)', async () => {
    const res = await call('POST', '/api/family/batch', A(), [member('Yusuf'), member('Zaid')]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toHaveLength(2);
    expect(res.json()[0]).toMatchObject({
      name: 'Yusuf',
      idUser: ids['ARN101-10001'],
      grade: 7,
      nomorKK: OWN_KK,
    });
    expect(res.json()[0].idUserFamily).toEqual(expect.any(Number));
  });

  it('rejects a member without job status with the spec message', async () => {
    const res = await call('POST', '/api/family', A(), { ...member('X'), jobStatus: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      path: 'jobStatus',
      message: familyMessages.jobStatusRequired,
    });
  });

  it('answers 401 to an anonymous caller', async () => {
    expect((await call('POST', '/api/family', undefined, member('X'))).statusCode).toBe(401);
  });
});

describe('PATCH /api/family and /api/family/batch', () => {
  it('updates the caller’s own member', async () => {
    const [created] = (await call('POST', '/api/family/batch', A(), [member('Hud')])).json();
    const res = await call('PATCH', '/api/family', A(), {
      ...member('Hud bin Ahmad'),
      idFamily: created.idFamily,
      marriage: 'Cerai hidup',
      provideFinance: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Hud bin Ahmad',
      marriage: 'Cerai hidup',
      provideFinance: true,
    });
  });

  it('refuses to move a member to another KK number (spec: another KK is not changed from here)', async () => {
    const [created] = (await call('POST', '/api/family/batch', A(), [member('Saleh')])).json();
    const res = await call('PATCH', '/api/family/batch', A(), [
      { ...member('Saleh', '3273010101209999'), idFamily: created.idFamily },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(familyMessages.otherKkLocked);
  });

  it('answers 404 to user B for user A’s member and changes nothing', async () => {
    const [created] = (await call('POST', '/api/family/batch', A(), [member('Ilyas')])).json();
    const res = await call('PATCH', '/api/family/batch', B(), [
      { ...member('Diubah'), idFamily: created.idFamily },
    ]);
    expect(res.statusCode).toBe(404);
    const family = (
      await t.app.inject({ url: `/api/families/nomorkk/${OWN_KK}/${ids['ARN101-10001']}`, headers: A() })
    ).json();
    expect(family.data.map((m: { name: string }) => m.name)).toContain('Ilyas');
  });
});

describe('GET /api/families/nomorkk/{nomorKK}/{idUser}', () => {
  it('finds the caller’s family again by its KK number', async () => {
    const res = await t.app.inject({
      url: `/api/families/nomorkk/${OWN_KK}/${ids['ARN101-10001']}`,
      headers: A(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBeGreaterThan(0);
  });

  it('answers the spec’s KK-not-found message for an unknown KK', async () => {
    const res = await t.app.inject({
      url: `/api/families/nomorkk/9999999999999999/${ids['ARN101-10001']}`,
      headers: A(),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(familyMessages.kkNotFound);
  });

  it('answers 404 to user B asking for user A’s family, by A’s id or by B’s own', async () => {
    for (const idUser of [ids['ARN101-10001'], ids['ART101-10002']]) {
      const res = await t.app.inject({ url: `/api/families/nomorkk/${OWN_KK}/${idUser}`, headers: B() });
      expect(res.statusCode).toBe(404);
    }
  });
});
