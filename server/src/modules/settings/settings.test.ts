import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FOUNDATION_NAME_SLOT, foundationPhrase, MEMBER_NAME_SLOT } from '@amal/contract/home';
import { requirementMessages } from '@amal/contract/requirements';
import { settingsMessages } from '@amal/contract/settings';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appSettings, auditEvents } from '../../db/schema/index.ts';
import {
  createMember,
  createProgramme,
  createStaff,
  type Member,
  submissionOf,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SETTINGS_TTL_MS } from './settings.service.ts';

// A built web app whose home pages hold their slots: the visitor's shows the foundation's name.
const webDist = mkdtempSync(join(tmpdir(), 'amal-settings-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>index</title><body></body>');
writeFileSync(
  join(webDist, 'home.html'),
  `<!doctype html><body><p>Amal adalah program bantuan sosial${foundationPhrase(FOUNDATION_NAME_SLOT)} untuk semua</p></body>`,
);
writeFileSync(
  join(webDist, 'home-member.html'),
  `<!doctype html><body><h1>Assalamu'alaikum, ${MEMBER_NAME_SLOT}</h1></body>`,
);

let t: TestApp;
let superAdmin: Member;
let pic: Member;
let member: Member;

const ENV = {
  FOUNDATION_NAME: 'Yayasan Dari Lingkungan',
  CUSTOMER_SERVICE_URL: 'https://wa.me/6281100000001',
};
const defaults = {
  foundationName: ENV.FOUNDATION_NAME,
  customerServiceUrl: ENV.CUSTOMER_SERVICE_URL,
  handoverProof: false,
};

const read = (headers: Member['headers'] | Record<string, never>) =>
  t.app.inject({ url: '/api/settings', headers });
const save = (headers: Member['headers'] | Record<string, never>, body: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: '/api/settings', headers, payload: body });
const publicConfig = async () => (await t.app.inject({ url: '/api/config' })).json();
const visitorHome = async () => (await t.app.inject({ url: '/' })).body;

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist, ...ENV });
  const idProgram = await createProgramme(t.database.db);
  superAdmin = await createStaff(t, [{ idProgram, idRole: 9 }]);
  pic = await createStaff(t, [{ idProgram, idRole: 3 }]);
  member = await createMember(t);
});

afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('settings (issue 34 item 9)', () => {
  it('are the environment’s values until a super admin saves them', async () => {
    const res = await read(superAdmin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(defaults);
    expect(await publicConfig()).toEqual({
      foundationName: ENV.FOUNDATION_NAME,
      customerServiceUrl: ENV.CUSTOMER_SERVICE_URL,
      qurbanHijriYear: 1446,
    });
    expect(await visitorHome()).toContain(`bantuan sosial dari ${ENV.FOUNDATION_NAME} untuk semua`);
  });

  it('saved, show at the next request: the public config, the visitor’s and the member’s home page', async () => {
    const changed = {
      foundationName: '  Yayasan Amal Baru  ',
      customerServiceUrl: 'https://cs.yayasan.or.id/bantuan',
      handoverProof: true,
    };
    const res = await save(superAdmin.headers, changed);
    expect(res.statusCode, res.body).toBe(200);
    const saved = { ...changed, foundationName: 'Yayasan Amal Baru' };
    expect(res.json()).toEqual(saved);
    expect((await read(superAdmin.headers)).json()).toEqual(saved);
    expect(await publicConfig()).toEqual({
      foundationName: 'Yayasan Amal Baru',
      customerServiceUrl: 'https://cs.yayasan.or.id/bantuan',
      qurbanHijriYear: 1446,
    });
    expect(await visitorHome()).toContain('bantuan sosial dari Yayasan Amal Baru untuk semua');
    const cookie = (
      await t.app.inject({
        method: 'POST',
        url: '/api/login/member',
        payload: { username: member.person.nip, password: 'demo1234' },
      })
    ).cookies
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const memberHome = await t.app.inject({ url: '/', headers: { cookie } });
    expect(memberHome.body).toContain('"customerServiceUrl":"https://cs.yayasan.or.id/bantuan"');
    expect(memberHome.body).toContain('"foundationName":"Yayasan Amal Baru"');

    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'settings'))
      .orderBy(sql`${auditEvents.idAuditEvent} desc`)
      .limit(1);
    expect(audit).toMatchObject({ idUser: superAdmin.person.idUser, before: defaults, after: saved });
  });

  it('names the saved foundation in the consent step’s messages of a submission', async () => {
    const applicant = await createMember(t, { ready: true });
    const idProgram = await createProgramme(t.database.db, {
      routes: ['reference', 'referrer', 'family', 'incomes', 'expenses', 'requirement'],
    });
    const item = await submissionOf(t, applicant, idProgram, (s) => {
      (s.requirement as Record<string, unknown>).accompanyVerifier = false;
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/proposal/batch',
      headers: applicant.headers,
      payload: [item],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toContainEqual({
      path: 'sections.requirement.accompanyVerifier',
      message: requirementMessages.accompanyVerifier('Yayasan Amal Baru'),
    });
  });

  it('another instance’s save shows here within the settings’ time to live', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await publicConfig(); // kept from now
      // As another instance on the same database would write it.
      await t.database.db
        .update(appSettings)
        .set({ value: 'Yayasan Instans Lain' })
        .where(eq(appSettings.key, 'foundation_name'));
      expect((await publicConfig()).foundationName).toBe('Yayasan Amal Baru');
      vi.setSystemTime(Date.now() + SETTINGS_TTL_MS + 1);
      expect((await publicConfig()).foundationName).toBe('Yayasan Instans Lain');
      expect(await visitorHome()).toContain('dari Yayasan Instans Lain untuk semua');
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    [{ foundationName: '' }, 'foundationName', settingsMessages.foundationNameRequired],
    [{ foundationName: 'x'.repeat(101) }, 'foundationName', settingsMessages.foundationNameMax],
    [{ customerServiceUrl: 'wa.me/62811' }, 'customerServiceUrl', settingsMessages.customerServiceUrlInvalid],
    [
      { customerServiceUrl: 'javascript:alert(1)' },
      'customerServiceUrl',
      settingsMessages.customerServiceUrlInvalid,
    ],
    [{ handoverProof: 'ya' }, 'handoverProof', settingsMessages.flagInvalid],
  ])('refuses %o with its Indonesian message and changes nothing', async (change, path, message) => {
    const before = (await read(superAdmin.headers)).json();
    const audits = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'settings'));
    const res = await save(superAdmin.headers, { ...before, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path, message });
    expect((await read(superAdmin.headers)).json()).toEqual(before);
    expect(
      await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'settings')),
    ).toHaveLength(audits.length);
  });

  it('refuses a body missing a setting', async () => {
    const res = await save(superAdmin.headers, { foundationName: 'Yayasan' });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['customerServiceUrl', 'handoverProof']);
  });

  it('only a super admin reads or changes them: a PIC and a member get 403, anonymous 401', async () => {
    const body = { ...defaults, foundationName: 'Diambil alih' };
    for (const caller of [pic, member]) {
      expect((await read(caller.headers)).statusCode).toBe(403);
      expect((await save(caller.headers, body)).statusCode).toBe(403);
    }
    expect((await read({})).statusCode).toBe(401);
    expect((await save({}, body)).statusCode).toBe(401);
    expect((await publicConfig()).foundationName).not.toBe('Diambil alih');
  });
});
