// For tests: a member opens "Ajukan Bantuan" the way the home page asks, through the API.
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { multipart, SAMPLE_UPLOADS } from '../../test/uploads.ts';

/**
 * Gives a locked member what the home-menu lock waits for (issue 32): a bank account, a KTP number
 * (set once by the member) and their own KTP and KK, each through its route, which a locked member
 * may use (`withBankAccount: false` when they have one already). `idCardNumber`: 16 digits.
 */
export async function openApplicationTiles(
  t: Pick<TestApp, 'app'>,
  headers: { authorization: string },
  idCardNumber: string,
  { withBankAccount = true } = {},
) {
  const me = (await t.app.inject({ url: '/api/user', headers })).json();
  if (withBankAccount) {
    const bank = await t.app.inject({
      method: 'POST',
      url: '/api/bankaccount',
      headers,
      payload: { idBank: 1, accountNumber: '7770001', accountName: me.fullName },
    });
    expect(bank.statusCode, bank.body).toBe(201);
  }
  const ktp = await t.app.inject({
    method: 'PATCH',
    url: '/api/user',
    headers,
    payload: { idUser: me.idUser, idCardNumber },
  });
  expect(ktp.statusCode, ktp.body).toBe(200);
  for (const idDocumentType of [2, 6]) {
    const body = multipart({ idDocumentType }, SAMPLE_UPLOADS.png);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/document/type',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
  }
}
