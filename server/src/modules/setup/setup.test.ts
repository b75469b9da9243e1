import { ROLE_SUPER_ADMIN } from '@amal/contract/constants';
import { patternMessages } from '@amal/contract/patterns';
import { setupMessages } from '@amal/contract/setup';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  createFirstSuperAdmin,
  SETUP_BLOCK_MS,
  SETUP_MAX_FAILURES,
  SetupGate,
  setupAnnouncement,
  setupUrl,
  superAdminExists,
} from './setup.service.ts';

const person = {
  fullName: 'Admin Pertama',
  nip: 'ARN999-00001',
  whatsappNumber: '6281299990001',
  password: 'rahasia-panjang',
};

/** The test database has the demo's super admin: take its roles away, as on a fresh install. */
async function withoutSuperAdmin(t: TestApp) {
  await t.database.db.execute(sql`delete from administrator_roles where id_role = ${ROLE_SUPER_ADMIN}`);
  expect(await superAdminExists(t.database.db)).toBe(false);
}

const post = (t: TestApp, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/setup', payload: payload as Record<string, unknown> });
const probe = (t: TestApp, token: string) => t.app.inject({ url: `/api/setup/${token}` });
const login = (t: TestApp, username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login/member',
    payload: { username, password, isAdmin: true },
    remoteAddress: '10.31.9.1',
  });

const superAdmins = async (t: TestApp) => {
  const result = (await t.database.db.execute(
    sql`select count(distinct a.id_user)::int as n from administrator_roles r
        join administrators a using (id_administrator) where r.id_role = ${ROLE_SUPER_ADMIN}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
};

describe('the setup link on a database without a super admin', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('creates a super admin who can log in as staff, then the link is dead', async () => {
    t = await createTestApp();
    await withoutSuperAdmin(t);
    const token = t.app.ctx.setup.open();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await probe(t, token)).statusCode).toBe(204);

    const created = await post(t, {
      token,
      ...person,
      nip: ' arn999-00001 ',
      whatsappNumber: '+6281299990001',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({ idUser: expect.any(Number), nip: 'ARN999-00001' });

    const res = await login(t, person.nip, person.password);
    expect(res.statusCode, res.body).toBe(200);
    const authorization = `Bearer ${res.json().accessToken}`;
    const roles = await t.app.inject({ url: '/api/administrator/roles/1', headers: { authorization } });
    expect(JSON.stringify(roles.json())).toContain(String(ROLE_SUPER_ADMIN));
    // A super admin in every programme, as the demo's ARN101-10009 was.
    const counts = (await t.database.db.execute(sql`
      select (select count(*) from programs)::int as programs,
             (select count(*) from administrator_roles r join administrators a using (id_administrator)
               where a.id_user = ${created.json().idUser} and r.id_role = ${ROLE_SUPER_ADMIN})::int as roles,
             (select whatsapp_number from users where id_user = ${created.json().idUser}) as wa`)) as unknown as {
      rows: { programs: number; roles: number; wa: string }[];
    };
    expect(counts.rows[0]!.roles).toBe(counts.rows[0]!.programs);
    expect(counts.rows[0]!.wa).toBe('6281299990001');

    // Used once: dead for a look and for a second post.
    expect((await probe(t, token)).statusCode).toBe(404);
    const again = await post(t, { token, ...person, nip: 'ARN999-00002' });
    expect(again.statusCode).toBe(404);
    expect(await superAdmins(t)).toBe(1);
  });

  it('lets exactly one of two parallel posts with the same token win', async () => {
    t = await createTestApp();
    await withoutSuperAdmin(t);
    const token = t.app.ctx.setup.open();
    const answers = await Promise.all([
      post(t, { token, ...person }),
      post(t, { token, ...person, nip: 'ARN999-00002', whatsappNumber: '6281299990002' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 404]);
    expect(await superAdmins(t)).toBe(1);
  });

  it('creates one first super admin of many made at once (the lock, without the hashing between)', async () => {
    t = await createTestApp();
    await withoutSuperAdmin(t);
    const made = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        createFirstSuperAdmin(t.database.db, {
          fullName: `Admin ${n}`,
          nip: `ARN999-0000${n}`,
          whatsappNumber: `628129999000${n}`,
          passwordHash: 'x',
        }),
      ),
    );
    expect(made.filter((m) => m !== null)).toHaveLength(1);
    expect(await superAdmins(t)).toBe(1);
  });

  it('answers a wrong token 404, and 429 for every token after too many wrong ones', async () => {
    t = await createTestApp();
    await withoutSuperAdmin(t);
    const token = t.app.ctx.setup.open();
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const res = await post(t, { token: wrong, ...person });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/tidak ditemukan/);
    for (let i = 1; i < SETUP_MAX_FAILURES; i++) expect((await probe(t, `x${i}`)).statusCode).toBe(404);
    const blocked = await post(t, { token, ...person });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe(String(SETUP_BLOCK_MS / 1000));
    expect((await probe(t, token)).statusCode).toBe(429);
    expect(await superAdmins(t)).toBe(0);
  });

  it('refuses bad input with the contract messages, and keeps the link alive', async () => {
    t = await createTestApp();
    await withoutSuperAdmin(t);
    const token = t.app.ctx.setup.open();
    const short = await post(t, { token, ...person, password: 'pendek' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toContainEqual({ path: 'password', message: setupMessages.passwordMin });
    const badNip = await post(t, { token, ...person, nip: 'ABC-1' });
    expect(badNip.statusCode).toBe(400);
    expect(badNip.json().errors).toContainEqual({ path: 'nip', message: patternMessages.nip });
    const badWa = await post(t, { token, ...person, whatsappNumber: '0812345' });
    expect(badWa.json().errors).toContainEqual({ path: 'whatsappNumber', message: patternMessages.whatsapp });
    const empty = await post(t, { token });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toContainEqual({ path: 'fullName', message: setupMessages.fullNameRequired });
    // A NIP that a member holds already: 409 on the field, the link still works.
    const taken = await post(t, { token, ...person, nip: 'ARN101-10001' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([{ path: 'nip', message: setupMessages.nipTaken }]);
    expect((await probe(t, token)).statusCode).toBe(204);
  });
});

describe('the setup link when a super admin exists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is dead: the demo super admin exists', async () => {
    const token = t.app.ctx.setup.open();
    expect((await probe(t, token)).statusCode).toBe(404);
    expect(t.app.ctx.setup.isOpen).toBe(false);
    expect((await post(t, { token, ...person })).statusCode).toBe(404);
    expect(await superAdmins(t)).toBe(1);
  });

  it('answers 404 when no link was ever printed', async () => {
    expect((await probe(t, 'a'.repeat(43))).statusCode).toBe(404);
    expect((await post(t, { token: 'a'.repeat(43), ...person })).statusCode).toBe(404);
  });
});

describe('SetupGate', () => {
  it('opens a new token, killing the previous one, and closes', () => {
    const gate = new SetupGate();
    const first = gate.open();
    const second = gate.open();
    expect(first).not.toBe(second);
    expect(gate.check(first)).toBe('dead');
    expect(gate.check(second)).toBe('live');
    gate.close();
    expect(gate.check(second)).toBe('dead');
  });

  it('blocks for 15 minutes after 10 wrong tokens, and only while a token is live', () => {
    let now = 1_000_000;
    const gate = new SetupGate(() => now);
    for (let i = 0; i < 50; i++) expect(gate.check('guess')).toBe('dead');
    const token = gate.open();
    for (let i = 0; i < SETUP_MAX_FAILURES; i++) expect(gate.check('guess')).toBe('dead');
    expect(gate.check(token)).toBe('blocked');
    expect(gate.retryAfterSeconds()).toBe(15 * 60);
    now += SETUP_BLOCK_MS - 1;
    expect(gate.check(token)).toBe('blocked');
    now += 1;
    expect(gate.check(token)).toBe('live');
  });

  it('prints the link on PUBLIC_URL or localhost', () => {
    expect(setupUrl({ port: 3000, publicUrl: undefined }, 'tok')).toBe('http://localhost:3000/setup/tok');
    expect(setupUrl({ port: 3000, publicUrl: 'https://amal.example.org' }, 'tok')).toBe(
      'https://amal.example.org/setup/tok',
    );
    expect(setupAnnouncement('http://localhost:3000/setup/tok')).toBe(
      'Amal: no administrator yet. Open http://localhost:3000/setup/tok to create the first super admin (the link works once).',
    );
  });
});
