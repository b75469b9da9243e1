import { userMessages } from '@amal/contract/users';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, memberAuth, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const auth: Record<string, { authorization: string }> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const nip of ['ARN101-10001', 'ART101-10002', 'ARN101-10003', 'ARN101-10009']) {
    auth[nip] = await memberAuth(t, nip);
  }
});
afterAll(() => t.close());

const newPerson = (suffix: string) => ({
  fullName: `Kerabat ${suffix}`,
  whatsappNumber: `62813999${suffix}`,
  gender: 'Perempuan',
});

describe('GET /api/user', () => {
  it('answers the complete member with bank account, KTP number and documents 2 and 6', async () => {
    const res = await t.app.inject({ url: '/api/user', headers: auth['ARN101-10001'] });
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toMatchObject({ nip: 'ARN101-10001', hasBankAccount: true, homeDocumentTypes: [2, 6] });
    expect(user.idCardNumber).toBeTruthy();
    expect(user).not.toHaveProperty('passwordHash');
  });

  it('answers the member without a bank account with hasBankAccount false and no documents', async () => {
    const user = (await t.app.inject({ url: '/api/user', headers: auth['ART101-10002'] })).json();
    expect(user).toMatchObject({ hasBankAccount: false, homeDocumentTypes: [], idCardNumber: null });
  });

  it('shows a super admin their administrator roles', async () => {
    const user = (await t.app.inject({ url: '/api/user', headers: auth['ARN101-10009'] })).json();
    expect(user.administrators.administratorRoles.length).toBeGreaterThan(0);
    expect(user.administrators.administratorRoles.every((r: { idRole: number }) => r.idRole === 9)).toBe(
      true,
    );
  });

  it('answers 401 to an anonymous caller', async () => {
    expect((await t.app.inject({ url: '/api/user' })).statusCode).toBe(401);
  });
});

describe('POST /api/user', () => {
  it('creates a person recorded by the caller', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: auth['ARN101-10001'],
      payload: newPerson('0001'),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ fullName: 'Kerabat 0001', whatsappNumber: '628139990001', nip: null });
  });

  it.each([
    [{ ...newPerson('0002'), fullName: '' }, 'fullName', userMessages.fullNameRequired],
    [{ ...newPerson('0002'), whatsappNumber: '' }, 'whatsappNumber', userMessages.whatsappRequired],
    [
      { ...newPerson('0002'), whatsappNumber: '0812345' },
      'whatsappNumber',
      'Format: Nomor 628900000 (hanya nomor tanpa spasi)',
    ],
    [{ ...newPerson('0002'), gender: 'X' }, 'gender', userMessages.genderRequired],
    [{ ...newPerson('0002'), nip: 'ARN1-1' }, 'nip', 'NIP tidak sesuai format'],
  ])('rejects %j with "%s": "%s" and creates nothing', async (payload, path, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: auth['ARN101-10001'],
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path, message });
    const check = await t.app.inject({
      url: '/api/user/check/wa/628139990002',
      headers: auth['ARN101-10001'],
    });
    expect(check.statusCode).toBe(404);
  });

  it('treats blank optional fields as not given', async () => {
    const payload = { ...newPerson('0003'), nip: '', email: '', dateOfBirth: '' };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: auth['ARN101-10001'],
      payload,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ nip: null, email: null, dateOfBirth: null });
  });

  it('refuses a WhatsApp number that is already registered with 409', async () => {
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: auth['ARN101-10001'],
      payload: { ...newPerson('0004'), whatsappNumber: '+6281234500002' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(userMessages.whatsappTaken);
  });

  it('puts no NIP on a person a member records, and answers the same for a NIP that exists and one that does not (issue 31 item 10)', async () => {
    const answers = [];
    for (const [suffix, nip] of [
      ['0005', 'arn101-10003'],
      ['0015', 'ARN999-99999'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user',
        headers: auth['ARN101-10001'],
        payload: { ...newPerson(suffix), nip },
      });
      answers.push([res.statusCode, res.json().message]);
    }
    expect(answers).toEqual([
      [400, userMessages.nipNotForRecordedPeople],
      [400, userMessages.nipNotForRecordedPeople],
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: auth['ARN101-10001'],
      payload: newPerson('0016'),
    });
    for (const nip of ['ARN101-10003', 'ARN999-99998']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/user',
        headers: auth['ARN101-10001'],
        payload: { idUser: created.json().idUser, nip },
      });
      expect([res.statusCode, res.json().message]).toEqual([400, userMessages.nipNotForRecordedPeople]);
    }
  });

  it('answers 401 to an anonymous caller', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/user', payload: newPerson('0006') })).statusCode,
    ).toBe(401);
  });
});

describe('PATCH /api/user', () => {
  it('lets the recorder change a person they recorded, and nobody else see it', async () => {
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/user',
        headers: auth['ARN101-10001'],
        payload: newPerson('0010'),
      })
    ).json();
    const ok = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: auth['ARN101-10001'],
      payload: { idUser: created.idUser, fullName: 'Kerabat Diubah', lengthOfStay: 5 },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ fullName: 'Kerabat Diubah', lengthOfStay: 5 });
    const other = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: auth['ART101-10002'],
      payload: { idUser: created.idUser, fullName: 'Diambil alih' },
    });
    expect(other.statusCode).toBe(404);
  });

  it('lets a member change their own residence data but not their identity', async () => {
    const me = (await t.app.inject({ url: '/api/user', headers: auth['ART101-10002'] })).json();
    const ok = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: auth['ART101-10002'],
      payload: { idUser: me.idUser, lengthOfStay: 100, rt: '003' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ lengthOfStay: 100, rt: '003' });
    const identity = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: auth['ART101-10002'],
      payload: { idUser: me.idUser, fullName: 'Nama Lain' },
    });
    expect(identity.statusCode).toBe(400);
    expect(identity.json().message).toBe(userMessages.readOnlyFields);
  });

  it('answers 404 for another member and for an unknown id, 400 for a wrong type', async () => {
    const other = (await t.app.inject({ url: '/api/user', headers: auth['ARN101-10001'] })).json();
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: auth['ART101-10002'],
      payload: { idUser: other.idUser, rt: '009' },
    });
    expect(res.statusCode).toBe(404);
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: auth['ART101-10002'],
      payload: { idUser: 999999, rt: '009' },
    });
    expect(unknown.statusCode).toBe(404);
    const wrongType = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: auth['ART101-10002'],
      payload: { idUser: 'satu' },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors[0].path).toBe('idUser');
  });
});

describe('GET /api/user/check/wa/{wa}', () => {
  it('finds a known number with or without the plus sign', async () => {
    for (const wa of ['6281234500002', '+6281234500002']) {
      const res = await t.app.inject({
        url: `/api/user/check/wa/${encodeURIComponent(wa)}`,
        headers: auth['ARN101-10001'],
      });
      expect(res.statusCode).toBe(200);
      // Found, and a masked name: never the id or the full name behind a number (issue 31 item 10).
      expect(res.json()).toEqual({ found: true, maskedName: 'Si*** Am***' });
    }
  });

  it('answers 404 "User tidak ditemukan" for an unknown number, 400 for a malformed one, 401 anonymous', async () => {
    const unknown = await t.app.inject({
      url: '/api/user/check/wa/6281299999999',
      headers: auth['ARN101-10001'],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(userMessages.notFound);
    expect(
      (await t.app.inject({ url: '/api/user/check/wa/12345', headers: auth['ARN101-10001'] })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ url: '/api/user/check/wa/6281234500002' })).statusCode).toBe(401);
  });
});

describe('GET /api/user/nipwa/{nip}/{wa}', () => {
  it('finds a member only when NIP and WhatsApp match together', async () => {
    const res = await t.app.inject({
      url: '/api/user/nipwa/ART101-10002/6281234500002',
      headers: auth['ARN101-10001'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ nip: 'ART101-10002', fullName: 'Siti Aminah', membership: 'peserta' });
    expect(res.json()).not.toHaveProperty('idCardNumber');
    const mismatch = await t.app.inject({
      url: '/api/user/nipwa/ART101-10002/6281234500001',
      headers: auth['ARN101-10001'],
    });
    expect(mismatch.statusCode).toBe(404);
    expect(mismatch.json()).toMatchObject({
      message: userMessages.notFound,
      errors: [{ path: 'nip', message: userMessages.checkHint }],
    });
  });

  it('answers 400 "NIP tidak sesuai format" for a malformed NIP and 401 anonymous', async () => {
    const res = await t.app.inject({
      url: '/api/user/nipwa/ARN1/6281234500002',
      headers: auth['ARN101-10001'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('NIP tidak sesuai format');
    expect((await t.app.inject({ url: '/api/user/nipwa/ART101-10002/6281234500002' })).statusCode).toBe(401);
  });
});

describe('bad references in a body', () => {
  it('answers an id beyond the integer range with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: auth['ART101-10002'],
      payload: { idUser: 1099511627776, rt: '001' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('ID terlalu besar');
  });

  it('answers an area id that names no area with 400 and changes nothing', async () => {
    const me = (await t.app.inject({ url: '/api/user', headers: auth['ART101-10002'] })).json();
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: auth['ART101-10002'],
      payload: { idUser: me.idUser, idProvince: 99, rt: '077' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Data rujukan yang dipilih tidak ditemukan');
    const after = (await t.app.inject({ url: '/api/user', headers: auth['ART101-10002'] })).json();
    expect(after.rt).toBe(me.rt);
  });
});

describe('identity numbers: a member fills in a KK or KTP number once (issue 31 items 1 and 32)', () => {
  const patch = (who: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/user', headers: auth[who], payload });
  const me = async (who: string) => (await t.app.inject({ url: '/api/user', headers: auth[who] })).json();

  it('refuses a member changing the KK number on their record, so they cannot reach another family', async () => {
    const before = await me('ARN101-10001');
    expect(before.nomorKK).toBeTruthy();
    const res = await patch('ARN101-10001', { idUser: before.idUser, nomorKK: '3273010101209999' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(userMessages.identityNumberLocked);
    expect(res.json().errors).toEqual([{ path: 'nomorKK', message: userMessages.identityNumberLocked }]);
    expect((await me('ARN101-10001')).nomorKK).toBe(before.nomorKK);
    // Sending the same number again changes nothing and is not refused (a form sends every field).
    expect((await patch('ARN101-10001', { idUser: before.idUser, nomorKK: before.nomorKK })).statusCode).toBe(
      200,
    );
  });

  it('lets a member without a KTP number fill it in once, then not change it', async () => {
    const member = await me('ART101-10002');
    expect(member.idCardNumber).toBeNull();
    const first = await patch('ART101-10002', { idUser: member.idUser, idCardNumber: '3273014101900002' });
    expect(first.statusCode).toBe(200);
    expect(first.json().idCardNumber).toBe('3273014101900002');
    const again = await patch('ART101-10002', { idUser: member.idUser, idCardNumber: '3273014101900003' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(userMessages.identityNumberLocked);
  });

  it('lets a super admin change a member’s KK number, with an audit row naming who and what', async () => {
    const member = await me('ARN101-10001');
    const admin = await me('ARN101-10009');
    const res = await patch('ARN101-10009', { idUser: member.idUser, nomorKK: '3273010101200777' });
    expect(res.statusCode).toBe(200);
    const audit = await t.database.db.execute(
      sql`select changed_by, field, old_value, new_value from user_changes where id_user = ${member.idUser}`,
    );
    expect((audit as unknown as { rows: unknown[] }).rows).toContainEqual({
      changed_by: admin.idUser,
      field: 'nomorKK',
      old_value: member.nomorKK,
      new_value: '3273010101200777',
    });
    await patch('ARN101-10009', { idUser: member.idUser, nomorKK: member.nomorKK });
  });
});

describe('lookups of other people are limited per member (issue 31 item 10)', () => {
  it('answers 429 with the Indonesian message after LOOKUPS_PER_15_MINUTES lookups, per member', async () => {
    const limited = await createTestApp({ LOOKUPS_PER_15_MINUTES: '3' });
    try {
      const a = await memberAuth(limited, 'ARN101-10001');
      const b = await memberAuth(limited, 'ART101-10002');
      const statuses = [];
      for (let i = 0; i < 5; i++) {
        statuses.push(
          (await limited.app.inject({ url: `/api/user/check/wa/628129999000${i}`, headers: a })).statusCode,
        );
      }
      expect(statuses).toEqual([404, 404, 404, 429, 429]);
      const refused = await limited.app.inject({ url: '/api/user/check/wa/6281299990009', headers: a });
      expect(refused.json().message).toMatch(/^Terlalu banyak permintaan/);
      expect(refused.headers['retry-after']).toBeTruthy();
      // Another member is not held back by the first one's sweep.
      expect(
        (await limited.app.inject({ url: '/api/user/check/wa/6281299990001', headers: b })).statusCode,
      ).toBe(404);
    } finally {
      await limited.close();
    }
  });
});
