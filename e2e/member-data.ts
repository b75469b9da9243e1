import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { pngFile } from './fixtures.ts';

/**
 * Gives the logged-in demo member what the home-menu lock waits for (a bank account, a KTP number
 * and their own KTP and KK) through the routes the "Lengkapi data" page uses, so a journey that is
 * about something else can apply. `idCardNumber`: 16 digits, set once.
 */
export async function openApplicationTiles(page: Page, idCardNumber: string) {
  const me = (await (await page.request.get('/api/user')).json()) as {
    idUser: number;
    fullName: string;
    idCardNumber: string | null;
    idBankAccount: number | null;
  };
  // Another journey may have given this demo member some of it already: each part is added once.
  if (me.idBankAccount === null) {
    const bank = await page.request.post('/api/bankaccount', {
      data: { idBank: 1, accountNumber: '7770001', accountName: me.fullName },
    });
    expect(bank.status(), await bank.text()).toBe(201);
  }
  if (!me.idCardNumber) {
    const ktp = await page.request.patch('/api/user', { data: { idUser: me.idUser, idCardNumber } });
    expect(ktp.status(), await ktp.text()).toBe(200);
  }
  for (const idDocumentType of [2, 6]) {
    const own = (await (await page.request.get(`/api/document/user/${idDocumentType}`)).json()) as {
      total: number;
    };
    if (own.total > 0) continue;
    const upload = await page.request.post('/api/document/type', {
      multipart: { idDocumentType: String(idDocumentType), file: pngFile(`dokumen-${idDocumentType}.png`) },
    });
    expect(upload.status(), await upload.text()).toBe(201);
  }
}
