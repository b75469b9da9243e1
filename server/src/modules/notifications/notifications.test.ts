/**
 * WhatsApp notifications written through the outbox (decision 0049): in the transaction of the
 * change that causes them, with the foundation's name and a PUBLIC_URL link; and the staff's view,
 * resend, outbox summary and a member's opt-out.
 */
import { notificationMessages } from '@amal/contract/notifications';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appSettings,
  auditEvents,
  outboxMessages,
  programDocumentTypes,
  proposals,
  whatsappOptOuts,
} from '../../db/schema/index.ts';
import { SECTIONS } from '../../db/seed/catalogue.ts';
import { createMember, createProgramme, createProposal, createStaff } from '../../test/factories.ts';
import { createTestApp, memberAuth, type TestApp } from '../../test/test-app.ts';
import { enqueueDocumentReminders } from './notifications.outbox.ts';

const PUBLIC_URL = 'https://amal.example.org';
const METRICS_TOKEN = 'metrics-token-for-the-outbox-test';
let t: TestApp;
let idProgram: number;
let otherProgram: number;

beforeAll(async () => {
  process.env.NOTIFICATIONS_INTERVAL_SECONDS = '0';
  t = await createTestApp({ PUBLIC_URL, FOUNDATION_NAME: 'Yayasan Lingkungan', METRICS_TOKEN });
  idProgram = await createProgramme(t.database.db, { name: 'Bantuan Uji Notifikasi' });
  otherProgram = await createProgramme(t.database.db, { name: 'Program Lain' });
});
afterAll(() => t.close());

async function proposalOf(fullName = 'Fatimah Pemohon') {
  const applicant = await createMember(t, { fullName });
  const idProposal = await createProposal(t.database.db, { applicant: applicant.person, idProgram });
  return { applicant, idProposal };
}
const versionOf = async (idProposal: number) =>
  (
    await t.database.db
      .select({ version: proposals.version, idProposalStatus: proposals.idProposalStatus })
      .from(proposals)
      .where(eq(proposals.idProposal, idProposal))
  )[0]!;
const messagesOf = (idProposal: number) =>
  t.database.db.select().from(outboxMessages).where(eq(outboxMessages.idProposal, idProposal));

async function decide(headers: { authorization: string }, idProposal: number, idProposalStatus: number) {
  const { version } = await versionOf(idProposal);
  return t.app.inject({
    method: 'PATCH',
    url: `/api/proposal/admin/${idProposal}/status`,
    headers,
    payload: { idProposalStatus, version },
  });
}

describe('a status change', () => {
  it("writes the applicant's message with the foundation's name and a link after login", async () => {
    const pic = await createStaff(t, [{ idProgram, idRole: 3 }]);
    const { applicant, idProposal } = await proposalOf();
    const res = await decide(pic.headers, idProposal, 3);
    expect(res.statusCode, res.body).toBe(200);
    const [message, ...more] = await messagesOf(idProposal);
    expect(more).toEqual([]);
    expect(message).toMatchObject({
      kind: 'status',
      state: 'pending',
      idUser: applicant.person.idUser,
      whatsappNumber: applicant.person.whatsappNumber,
      idempotencyKey: `status:${idProposal}:${res.json().version}`,
    });
    expect(message!.body).toContain('Fatimah Pemohon');
    expect(message!.body).toContain('Bantuan Uji Notifikasi');
    expect(message!.body).toContain('"Dokumen belum lengkap"');
    expect(message!.body).toContain(`${PUBLIC_URL}/update-proposal/${idProposal}`);
    expect(message!.body).toContain('Yayasan Lingkungan');
  });

  it("uses the foundation's name from the settings once a super admin saved one", async () => {
    const pic = await createStaff(t, [{ idProgram, idRole: 3 }]);
    const { idProposal } = await proposalOf();
    await t.database.db
      .insert(appSettings)
      .values({ key: 'foundation_name', value: 'Yayasan Dari Pengaturan' });
    try {
      expect((await decide(pic.headers, idProposal, 3)).statusCode).toBe(200);
      const [message] = await messagesOf(idProposal);
      expect(message!.body).toContain('Yayasan Dari Pengaturan');
    } finally {
      await t.database.db.delete(appSettings).where(eq(appSettings.key, 'foundation_name'));
    }
  });

  it('sends nothing for a step of the staff’s own work (4 Verifikasi berkas)', async () => {
    const pic = await createStaff(t, [{ idProgram, idRole: 3 }]);
    const { idProposal } = await proposalOf();
    expect((await decide(pic.headers, idProposal, 4)).statusCode).toBe(200);
    expect(await messagesOf(idProposal)).toEqual([]);
  });

  it('is one transaction with its message: a status change rolled back leaves no message', async () => {
    const pic = await createStaff(t, [{ idProgram, idRole: 3 }]);
    const { idProposal } = await proposalOf();
    // Fails the transaction at its commit, after both the status and the message were written.
    await t.database.db.execute(
      sql.raw(`create function fail_at_commit() returns trigger language plpgsql as $$
        begin raise exception 'refused at commit'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create constraint trigger fail_at_commit after insert on outbox_messages
        deferrable initially deferred for each row
        when (new.id_proposal = ${idProposal}) execute function fail_at_commit()`),
    );
    try {
      const before = await versionOf(idProposal);
      const res = await decide(pic.headers, idProposal, 3);
      expect(res.statusCode).toBe(500);
      expect(await versionOf(idProposal)).toEqual(before);
      expect(await messagesOf(idProposal)).toEqual([]);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger fail_at_commit on outbox_messages'));
      await t.database.db.execute(sql.raw('drop function fail_at_commit'));
    }
    // Without the trigger the same change writes both.
    expect((await decide(pic.headers, idProposal, 3)).statusCode).toBe(200);
    expect(await messagesOf(idProposal)).toHaveLength(1);
  });
});

describe('a send-back for revision', () => {
  it('names the sections and links to the correction page', async () => {
    const pic = await createStaff(t, [{ idProgram, idRole: 3 }]);
    const { idProposal } = await proposalOf();
    const { version } = await versionOf(idProposal);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/proposal/admin/${idProposal}/send-back`,
      headers: pic.headers,
      payload: {
        version,
        notes: [
          { route: 'family', note: 'Lengkapi anggota keluarga' },
          { route: 'incomes', note: 'Slip gaji' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [message] = await messagesOf(idProposal);
    const name = (route: string) => SECTIONS.find((s) => s.route === route)!.name;
    expect(message).toMatchObject({
      kind: 'revision',
      idempotencyKey: `revision:${idProposal}:${version + 1}`,
    });
    expect(message!.body).toContain(`bagian: ${name('family')}, ${name('incomes')}.`);
    expect(message!.body).toContain(`${PUBLIC_URL}/proposal/${idProposal}/perbaiki`);
  });
});

describe('documents still missing before the upload day limit', () => {
  it('writes one reminder per proposal, counting the missing documents', async () => {
    const program = await createProgramme(t.database.db, { name: 'Program Dokumen' });
    await t.database.db.insert(programDocumentTypes).values([
      { idProgram: program, idDocumentType: 2, required: true, order: 1 },
      { idProgram: program, idDocumentType: 6, required: true, order: 2 },
    ]);
    const applicant = await createMember(t, { fullName: 'Khadijah Pengunggah' });
    const idProposal = await createProposal(t.database.db, {
      applicant: applicant.person,
      idProgram: program,
    });
    const other = await createMember(t, { fullName: 'Maryam Awal' });
    const early = await createProposal(t.database.db, { applicant: other.person, idProgram: program });
    // The programme's limit is 14 days: 12 days after submission is within the last 3.
    const day = 86_400_000;
    await t.database.db
      .update(proposals)
      .set({ createdAt: new Date(Date.now() - 12 * day), documentComplete: false })
      .where(eq(proposals.idProposal, idProposal));
    await t.database.db
      .update(proposals)
      .set({ createdAt: new Date(Date.now() - 5 * day), documentComplete: false })
      .where(eq(proposals.idProposal, early));
    expect(await enqueueDocumentReminders(t.database.db)).toBeGreaterThanOrEqual(1);
    const [message] = await messagesOf(idProposal);
    expect(message).toMatchObject({
      kind: 'documents-missing',
      idempotencyKey: `documents-missing:${idProposal}`,
    });
    expect(message!.body).toMatch(/, \d dokumen pengajuan bantuan Program Dokumen Anda belum lengkap/);
    expect(message!.body).toContain(`${PUBLIC_URL}/update-proposal/${idProposal}`);
    expect(await messagesOf(early)).toEqual([]);
    // Once only.
    await enqueueDocumentReminders(t.database.db);
    expect(await messagesOf(idProposal)).toHaveLength(1);
  });
});

describe("the staff's view", () => {
  it("lists a proposal's messages for staff who see it, as not sent for want of a provider", async () => {
    const pic = await createStaff(t, [{ idProgram, idRole: 3 }]);
    const { idProposal } = await proposalOf();
    await decide(pic.headers, idProposal, 3);
    const res = await t.app.inject({
      url: `/api/notifications/proposal/${idProposal}`,
      headers: pic.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      providerConfigured: false,
      canResend: true,
      data: [{ kind: 'status', state: 'pending', stateNote: notificationMessages.noProvider, attempts: 0 }],
    });
    const stranger = await createStaff(t, [{ idProgram: otherProgram, idRole: 3 }]);
    const hidden = await t.app.inject({
      url: `/api/notifications/proposal/${idProposal}`,
      headers: stranger.headers,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('resends a failed message (audited), refuses one that is not failed, and a guest', async () => {
    const pic = await createStaff(t, [{ idProgram, idRole: 3 }]);
    const guest = await createStaff(t, [{ idProgram, idRole: 15 }]);
    const { idProposal } = await proposalOf();
    await decide(pic.headers, idProposal, 3);
    const [message] = await messagesOf(idProposal);
    const url = `/api/notifications/message/${message!.idOutboxMessage}/resend`;
    const pending = await t.app.inject({ method: 'POST', url, headers: pic.headers });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe(notificationMessages.onlyFailedResend);
    await t.database.db
      .update(outboxMessages)
      .set({ state: 'failed', attempts: 6, lastError: 'HTTP 500: gagal' })
      .where(eq(outboxMessages.idOutboxMessage, message!.idOutboxMessage));
    expect((await t.app.inject({ method: 'POST', url, headers: guest.headers })).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'POST', url, headers: pic.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'pending', attempts: 0 });
    expect(
      await t.database.db.$count(
        auditEvents,
        and(eq(auditEvents.idProposal, idProposal), eq(auditEvents.action, 'notification.resend')),
      ),
    ).toBe(1);
  });

  it("shows a super admin the outbox's lag and failures, and no one else", async () => {
    const superAdmin = await memberAuth(t, 'ARN101-10009');
    const res = await t.app.inject({ url: '/api/notifications/outbox', headers: superAdmin });
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json();
    expect(summary.providerConfigured).toBe(false);
    expect(summary.pending).toBeGreaterThanOrEqual(1);
    expect(summary.byKind.map((k: { kind: string }) => k.kind)).toEqual([
      'registration',
      'status',
      'revision',
      'documents-missing',
    ]);
    const pic = await createStaff(t, [{ idProgram, idRole: 3 }]);
    expect((await t.app.inject({ url: '/api/notifications/outbox', headers: pic.headers })).statusCode).toBe(
      403,
    );
  });

  it('reports failed messages by kind in GET /api/metrics', async () => {
    const pic = await createStaff(t, [{ idProgram, idRole: 3 }]);
    const { idProposal } = await proposalOf();
    await decide(pic.headers, idProposal, 3);
    await t.database.db
      .update(outboxMessages)
      .set({ state: 'failed' })
      .where(eq(outboxMessages.idProposal, idProposal));
    const res = await t.app.inject({
      url: '/api/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    const failed = res.body.match(/^amal_outbox_failed_messages\{kind="status"\} (\d+)$/m);
    expect(Number(failed?.[1])).toBeGreaterThanOrEqual(1);
    expect(res.body).toMatch(/^amal_outbox_unsent_messages\{kind="documents-missing"\} \d+$/m);
  });
});

describe("a member's opt-out", () => {
  it('is kept and read back, and undone', async () => {
    const member = await createMember(t);
    const url = '/api/notifications/whatsapp-opt-out';
    expect((await t.app.inject({ url, headers: member.headers })).json()).toEqual({ optOut: false });
    const put = await t.app.inject({
      method: 'PUT',
      url,
      headers: member.headers,
      payload: { optOut: true },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await t.app.inject({ url, headers: member.headers })).json()).toEqual({ optOut: true });
    expect(
      await t.database.db.$count(whatsappOptOuts, eq(whatsappOptOuts.idUser, member.person.idUser)),
    ).toBe(1);
    await t.app.inject({ method: 'PUT', url, headers: member.headers, payload: { optOut: false } });
    expect((await t.app.inject({ url, headers: member.headers })).json()).toEqual({ optOut: false });
  });
});
