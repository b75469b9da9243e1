import { financeMessages } from '@amal/contract/finances';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, memberAuth, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const auth: Record<string, { authorization: string }> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const nip of ['ARN101-10001', 'ART101-10002']) {
    auth[nip] = await memberAuth(t, nip);
  }
});
afterAll(() => t.close());

const account = { idBank: 1, accountNumber: '0987654321', accountName: 'Siti Aminah' };

describe('/api/bankaccount', () => {
  it('creates the caller’s account and makes it theirs (the home tiles open)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bankaccount',
      headers: auth['ART101-10002'],
      payload: account,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...account, bank: { idBank: 1 } });
    const user = (await t.app.inject({ url: '/api/user', headers: auth['ART101-10002'] })).json();
    expect(user).toMatchObject({ hasBankAccount: true, idBankAccount: res.json().idBankAccount });
  });

  it.each([
    [{ ...account, idBank: '' }, 'idBank', financeMessages.bankRequired],
    [{ ...account, accountNumber: '' }, 'accountNumber', financeMessages.accountNumberRequired],
    [{ ...account, accountNumber: '12-34' }, 'accountNumber', financeMessages.accountNumberDigits],
    [{ ...account, accountName: '' }, 'accountName', financeMessages.accountNameRequired],
  ])('rejects %j with "%s": "%s"', async (payload, path, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bankaccount',
      headers: auth['ART101-10002'],
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path, message });
  });

  it('updates and reads the owner’s account; another user gets 404', async () => {
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/bankaccount',
        headers: auth['ART101-10002'],
        payload: account,
      })
    ).json();
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/bankaccount',
      headers: auth['ART101-10002'],
      payload: { ...account, idBankAccount: created.idBankAccount, accountName: 'Siti A.' },
    });
    expect(patched.json().accountName).toBe('Siti A.');
    const url = `/api/bankaccount/${created.idBankAccount}`;
    expect((await t.app.inject({ url, headers: auth['ART101-10002'] })).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: auth['ARN101-10001'] })).statusCode).toBe(404);
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: '/api/bankaccount',
      headers: auth['ARN101-10001'],
      payload: { ...account, idBankAccount: created.idBankAccount },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });
});
