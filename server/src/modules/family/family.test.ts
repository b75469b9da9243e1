import { LIST_MAX, tooManyItemsMessage } from '@amal/contract/api';
import { familyMessages } from '@amal/contract/family';
import { userMessages } from '@amal/contract/users';
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

describe('a family registry is reached only by those who entered it (issue 31 items 1 and 6)', () => {
  const lookUp = (headers: { authorization: string } | undefined, idUser: number | undefined) =>
    t.app.inject({ url: `/api/families/nomorkk/${OWN_KK}/${idUser}`, headers });

  it('a stranger who puts another family’s KK number on their own record sees none of that family', async () => {
    await call('POST', '/api/family/batch', A(), [member('Anak Rahasia')]);
    // B has no KK number yet, so B may fill one in once: B types A's.
    const set = await call('PATCH', '/api/user', B(), { idUser: ids['ART101-10002'], nomorKK: OWN_KK });
    expect(set.statusCode).toBe(200);
    const res = await lookUp(B(), ids['ART101-10002']);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(familyMessages.kkNotFound);
    expect(res.body).not.toContain('Anak Rahasia');
    // And B cannot change the number again to try the next family.
    const again = await call('PATCH', '/api/user', B(), {
      idUser: ids['ART101-10002'],
      nomorKK: '3273010101200002',
    });
    expect(again.statusCode).toBe(400);
  });

  it('rows a stranger writes under a family’s KK never reach that family’s wizard', async () => {
    const written = await call('POST', '/api/family', B(), { ...member('Penyusup'), income: 99_000_000 });
    expect(written.statusCode).toBe(201);
    const family = (await lookUp(A(), ids['ARN101-10001'])).json();
    expect(family.data.map((m: { name: string }) => m.name)).not.toContain('Penyusup');
    expect(family.data.every((m: { idUser: number }) => m.idUser === ids['ARN101-10001'])).toBe(true);
  });

  it('a stranger cannot link a family row to a person of that KK', async () => {
    const [own] = (await call('POST', '/api/family/batch', A(), [member('Anak Asli')])).json();
    const res = await call('POST', '/api/family', B(), {
      ...member('Tautan'),
      idUserFamily: own.idUserFamily,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'idUserFamily', message: userMessages.notFound }]);
  });

  it('refuses a family batch longer than the cap with a clear message, writing nothing', async () => {
    const before = (await lookUp(A(), ids['ARN101-10001'])).json().total;
    const tooMany = Array.from({ length: LIST_MAX.family + 1 }, (_, k) => member(`Banyak ${k}`));
    const res = await call('POST', '/api/family/batch', A(), tooMany);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(tooManyItemsMessage(LIST_MAX.family));
    expect((await lookUp(A(), ids['ARN101-10001'])).json().total).toBe(before);
  });
});
