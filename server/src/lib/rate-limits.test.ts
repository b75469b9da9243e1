import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, memberAuth, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MEMBER_WRITES_PER_MINUTE: '3' });
});
afterAll(() => t.close());

const bankAccount = (headers: { authorization: string }, name: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bankaccount',
    headers,
    payload: { idBank: 1, accountNumber: '5550001', accountName: name },
  });

describe('writes per member (issue 31 item 8)', () => {
  it('answers 429 with the Indonesian message past the limit; reads and other members go on', async () => {
    const a = await memberAuth(t, 'ARN101-10001');
    const b = await memberAuth(t, 'ART101-10002');
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await bankAccount(a, `Rekening ${i}`)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const refused = await bankAccount(a, 'Lagi');
    expect(refused.json()).toMatchObject({ statusCode: 429, errors: [] });
    expect(refused.json().message).toMatch(
      /^Terlalu banyak permintaan\. Silakan coba lagi dalam \d+ detik\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.app.inject({ url: '/api/user', headers: a })).statusCode).toBe(200);
    expect((await bankAccount(b, 'Milik B')).statusCode).toBe(201);
  });
});
