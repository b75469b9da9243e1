import { apiMessages, hasControlCharacters } from '@amal/contract/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createTestApp, memberAuth, type TestApp } from '../test/test-app.ts';
import { findControlCharacters } from './control-characters.ts';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = await memberAuth(t, 'ARN101-10001');
});
afterAll(() => t.close());

describe('hasControlCharacters (contract)', () => {
  it('finds C0 controls and DEL, but not tab, line feed, carriage return or other unicode', () => {
    for (const c of ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u000e', '\u001f', '\u007f'])
      expect(hasControlCharacters(`a${c}b`), JSON.stringify(c)).toBe(true);
    expect(hasControlCharacters('Jl. Merdeka\t12\r\nRT 3 😀 ي é')).toBe(false);
  });

  it('walks nested values and keys without recursion', () => {
    expect(findControlCharacters({ a: [{ b: 'x\u0000' }] }, '')).toEqual({ path: 'a.0.b' });
    expect(findControlCharacters({ 'k\u0001': 1 }, '')).toEqual({ path: 'k\u0001' });
    let deep: unknown = 'ok';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findControlCharacters(deep, '')).toBeNull();
  });
});

describe('a control character in a request (issue 31.11)', () => {
  const refused = { statusCode: 400, message: apiMessages.controlCharacters };

  it('in a body string answers 400 with the message and changes no row', async () => {
    const [before] = await t.database.db.select().from(users).where(eq(users.nip, 'ARN101-10001'));
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: auth,
      payload: { idUser: before!.idUser, fullAddress: 'Jl. Merdeka\u0000 12' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ...refused, errors: [{ path: 'fullAddress' }] });
    const [after] = await t.database.db.select().from(users).where(eq(users.nip, 'ARN101-10001'));
    expect(after).toEqual(before);
  });

  it('in a list filter of the query answers 400 with the message', async () => {
    for (const text of ['ARN\u0000', 'Ahmad\u001f']) {
      const query = new URLSearchParams({ 'reference.name': text }).toString();
      const res = await t.app.inject({ url: `/api/proposals/referer/1/4?${query}`, headers: auth });
      expect(res.statusCode, JSON.stringify(text)).toBe(400);
      expect(res.json()).toMatchObject(refused);
    }
  });

  it('in a path parameter answers 400 with the message', async () => {
    const res = await t.app.inject({ url: '/api/user/check/wa/628123%0045678', headers: auth });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(refused);
  });

  it('tab and line breaks in a text are kept', async () => {
    const [member] = await t.database.db.select().from(users).where(eq(users.nip, 'ARN101-10001'));
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: auth,
      payload: { idUser: member!.idUser, fullAddress: 'Jl. Merdeka\t12\r\nRT 3' },
    });
    expect(res.statusCode).toBe(200);
  });
});
