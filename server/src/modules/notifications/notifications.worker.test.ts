/**
 * The outbox worker against a local server speaking the WhatsApp Business Cloud API (decision
 * 0049): sending, the idempotency key, retries with backoff then failed, 429, opt-out, no secret
 * in what is kept or logged, and (PostgreSQL) two workers never sending one message twice.
 */
import { Writable } from 'node:stream';
import { MAX_SEND_ATTEMPTS, notificationMessages } from '@amal/contract/notifications';
import { eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../db/client.ts';
import { outboxMessages, proposals, whatsappOptOuts } from '../../db/schema/index.ts';
import { createMember, createProgramme, createProposal, type Member } from '../../test/factories.ts';
import { createTestApp, memberAuth, type TestApp } from '../../test/test-app.ts';
import { loadNotificationsConfig } from './notifications.config.ts';
import { type MessageProvider, whatsappCloudProvider } from './notifications.provider.ts';
import { claimDue, LEASE_SECONDS, runRound, startOutboxWorker } from './notifications.worker.ts';
import { startWhatsAppStub } from './whatsapp-cloud-stub.ts';

const TOKEN = 'EAAG-test-secret-token-0123456789abcdef';
const PHONE_NUMBER_ID = '109876543210';

let t: TestApp;
let stub: Awaited<ReturnType<typeof startWhatsAppStub>>;
let provider: MessageProvider;
let applicant: Member;
let idProposal: number;
let serial = 0;

beforeAll(async () => {
  // This file runs the worker's rounds itself: the app's own worker stays off.
  process.env.NOTIFICATIONS_INTERVAL_SECONDS = '0';
  t = await createTestApp({});
  stub = await startWhatsAppStub({ token: TOKEN, phoneNumberId: PHONE_NUMBER_ID });
  provider = whatsappCloudProvider({
    token: TOKEN,
    phoneNumberId: PHONE_NUMBER_ID,
    apiUrl: stub.url,
    apiVersion: 'v21.0',
  });
  const idProgram = await createProgramme(t.database.db, { name: 'Bantuan Uji WhatsApp' });
  applicant = await createMember(t, { fullName: 'Aisyah Penerima' });
  idProposal = await createProposal(t.database.db, { applicant: applicant.person, idProgram });
});
afterAll(async () => {
  await stub.close();
  await t.close();
});
afterEach(async () => {
  // Every test starts with nothing due: earlier messages are out of the way.
  await t.database.db
    .update(outboxMessages)
    .set({ state: 'sent' })
    .where(eq(outboxMessages.state, 'pending'));
  await t.database.db.delete(whatsappOptOuts);
  stub.requests.length = 0;
  stub.setDelay(0);
});

async function message(overrides: Partial<typeof outboxMessages.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(outboxMessages)
    .values({
      idProposal,
      kind: 'status',
      idUser: applicant.person.idUser,
      whatsappNumber: applicant.person.whatsappNumber,
      body: `Pesan uji ${++serial}`,
      idempotencyKey: `test:${serial}:${Date.now()}`,
      ...overrides,
    })
    .returning();
  return row!;
}
const read = async (id: number) =>
  (await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.idOutboxMessage, id)))[0]!;
/** The next try is due now (the test does not wait out the backoff). */
const dueNow = (id: number) =>
  t.database.db
    .update(outboxMessages)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(outboxMessages.idOutboxMessage, id));

describe('the WhatsApp Cloud API adapter', () => {
  it("sends the API's message call and marks the message sent with the provider's id", async () => {
    const m = await message();
    expect(await runRound(t.database.db, provider)).toMatchObject({ sent: 1, failed: 0, retried: 0 });
    expect(stub.requests).toHaveLength(1);
    const [request] = stub.requests;
    expect(request).toMatchObject({
      path: `/v21.0/${PHONE_NUMBER_ID}/messages`,
      authorization: `Bearer ${TOKEN}`,
      idempotencyKey: m.idempotencyKey,
      body: {
        messaging_product: 'whatsapp',
        to: applicant.person.whatsappNumber!.replace(/^\+/, ''),
        type: 'text',
        text: { body: m.body },
        biz_opaque_callback_data: m.idempotencyKey,
      },
    });
    const row = await read(m.idOutboxMessage);
    expect(row).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
    expect(row.providerMessageId).toBe(stub.delivered.get(m.idempotencyKey));
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('is configured by WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID, else there is no provider', () => {
    expect(loadNotificationsConfig({}).whatsapp).toBeUndefined();
    expect(loadNotificationsConfig({ WHATSAPP_TOKEN: TOKEN }).whatsapp).toBeUndefined();
    expect(
      loadNotificationsConfig({ WHATSAPP_TOKEN: TOKEN, WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID }).whatsapp,
    ).toEqual({
      token: TOKEN,
      phoneNumberId: PHONE_NUMBER_ID,
      apiUrl: 'https://graph.facebook.com',
      apiVersion: 'v21.0',
    });
    // A bad value is named, never quoted.
    expect(() =>
      loadNotificationsConfig({ WHATSAPP_TOKEN: TOKEN, WHATSAPP_PHONE_NUMBER_ID: `x${TOKEN}` }),
    ).toThrow(/^Invalid configuration: WHATSAPP_PHONE_NUMBER_ID$/);
  });
});

describe('retries', () => {
  it('handles a 429 rate limit: the message waits at least Retry-After, then goes', async () => {
    const m = await message();
    stub.script({ kind: 'rate-limit', retryAfter: 120 });
    const before = Date.now();
    expect(await runRound(t.database.db, provider)).toMatchObject({ sent: 0, retried: 1 });
    let row = await read(m.idOutboxMessage);
    expect(row.state).toBe('pending');
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/^HTTP 429 \(kode 130429\)/);
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 119_000);
    // Not due yet: a round leaves it alone.
    expect(await runRound(t.database.db, provider)).toMatchObject({ sent: 0, retried: 0 });
    await dueNow(m.idOutboxMessage);
    expect(await runRound(t.database.db, provider)).toMatchObject({ sent: 1 });
    row = await read(m.idOutboxMessage);
    expect(row).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
  });

  it('backs off exponentially on server errors, then marks the message failed', async () => {
    const m = await message();
    stub.script(...Array.from({ length: MAX_SEND_ATTEMPTS }, () => ({ kind: 'server-error' as const })));
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_SEND_ATTEMPTS; attempt++) {
      const start = Date.now();
      await runRound(t.database.db, provider);
      const row = await read(m.idOutboxMessage);
      expect(row.attempts).toBe(attempt);
      if (attempt < MAX_SEND_ATTEMPTS) {
        expect(row.state).toBe('pending');
        waits.push(Math.round((row.nextAttemptAt.getTime() - start) / 1000));
        await dueNow(m.idOutboxMessage);
      } else {
        expect(row.state).toBe('failed');
        expect(row.lastError).toMatch(/^HTTP 500/);
      }
    }
    // 30 s, then doubling.
    for (const [k, wait] of waits.entries()) expect(Math.abs(wait - 30 * 2 ** k)).toBeLessThanOrEqual(2);
    expect(stub.requests).toHaveLength(MAX_SEND_ATTEMPTS);
    // Failed is final: no round takes it again.
    expect(await runRound(t.database.db, provider)).toMatchObject({ sent: 0, retried: 0, failed: 0 });
  });

  it('marks a message the provider refuses for good (400) failed at once', async () => {
    const m = await message();
    stub.script({ kind: 'bad-number' });
    expect(await runRound(t.database.db, provider)).toMatchObject({ failed: 1 });
    expect(await read(m.idOutboxMessage)).toMatchObject({ state: 'failed', attempts: 1 });
  });

  it('marks a message with no number failed without calling the provider', async () => {
    const m = await message({ whatsappNumber: null });
    await runRound(t.database.db, provider);
    expect(await read(m.idOutboxMessage)).toMatchObject({
      state: 'failed',
      lastError: notificationMessages.noNumber,
    });
    expect(stub.requests).toHaveLength(0);
  });
});

describe('idempotency', () => {
  it('a crash between the send and the mark sends again with the same key, delivered once', async () => {
    const m = await message();
    // The send reaches the provider, then the worker "dies" before marking.
    const crashing: MessageProvider = {
      async send(outgoing) {
        await provider.send(outgoing);
        throw new Error('process killed');
      },
    };
    await expect(runRound(t.database.db, crashing)).rejects.toThrow('process killed');
    let row = await read(m.idOutboxMessage);
    expect(row).toMatchObject({ state: 'pending', attempts: 1 });
    // Leased: no other worker takes it before the lease runs out.
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + (LEASE_SECONDS - 5) * 1000);
    expect(await claimDue(t.database.db)).toEqual([]);
    await dueNow(m.idOutboxMessage);
    await runRound(t.database.db, provider);
    row = await read(m.idOutboxMessage);
    expect(row.state).toBe('sent');
    expect(stub.requests.map((r) => r.idempotencyKey)).toEqual([m.idempotencyKey, m.idempotencyKey]);
    expect(row.providerMessageId).toBe(stub.delivered.get(m.idempotencyKey));
  });
});

describe('opt-out', () => {
  it("keeps an opted-out member's message as opted-out and never sends it", async () => {
    const m = await message();
    await t.database.db.insert(whatsappOptOuts).values({ idUser: applicant.person.idUser });
    expect(await runRound(t.database.db, provider)).toMatchObject({ optedOut: 1, sent: 0 });
    expect(await read(m.idOutboxMessage)).toMatchObject({ state: 'opted-out', attempts: 0 });
    expect(stub.requests).toHaveLength(0);
  });
});

describe('secrets', () => {
  it('never keeps or logs the token, even when the provider repeats it', async () => {
    const lines: string[] = [];
    const log = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const m = await message();
    stub.script({ kind: 'bad-token' });
    await runRound(t.database.db, provider, log);
    // A provider holding a wrong token: the 401 answer names the token it was given.
    const wrong = whatsappCloudProvider({
      token: `${TOKEN}-wrong`,
      phoneNumberId: PHONE_NUMBER_ID,
      apiUrl: stub.url,
      apiVersion: 'v21.0',
    });
    await dueNow(m.idOutboxMessage);
    await runRound(t.database.db, wrong, log);
    const row = await read(m.idOutboxMessage);
    expect(row.lastError).toMatch(/^HTTP 401 \(kode 190\)/);
    expect(row.lastError).toContain('[redacted]');
    expect(lines.length).toBeGreaterThan(0);
    for (const text of [row.lastError!, ...lines]) expect(text).not.toContain(TOKEN);
    const staff = await t.database.db.execute(sql`select * from outbox_messages`);
    expect(JSON.stringify(staff)).not.toContain(TOKEN);
  });
});

describe('the worker', () => {
  it('runs at start and on its interval, and stops cleanly', async () => {
    const m = await message();
    const worker = startOutboxWorker({
      db: t.database.db,
      provider,
      intervalMs: 60_000,
      log: pino({ level: 'silent' }),
    });
    await worker.runNow();
    await worker.stop();
    expect((await read(m.idOutboxMessage)).state).toBe('sent');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two workers on PostgreSQL', () => {
  it('share the due messages and never send one twice (FOR UPDATE SKIP LOCKED)', async () => {
    const made = await Promise.all(Array.from({ length: 40 }, () => message()));
    const ids = made.map((m) => m.idOutboxMessage);
    const keys = new Set(made.map((m) => m.idempotencyKey));
    // A second instance: its own pool on the same database.
    const url = (t.database.db as unknown as { $client: { options: { connectionString: string } } }).$client
      .options.connectionString;
    const other = openPostgres(url, 4);
    stub.setDelay(15);
    try {
      const drain = async (db: typeof t.database.db) => {
        let sent = 0;
        for (;;) {
          const round = await runRound(db, provider);
          sent += round.sent;
          if (round.sent + round.retried + round.failed === 0) return sent;
        }
      };
      const [a, b] = await Promise.all([drain(t.database.db), drain(other.db)]);
      expect(a + b).toBe(40);
      expect(a).toBeGreaterThan(0);
      expect(b).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
    const ours = stub.requests.filter((r) => r.idempotencyKey && keys.has(r.idempotencyKey));
    expect(ours).toHaveLength(40);
    expect(new Set(ours.map((r) => r.idempotencyKey)).size).toBe(40);
    const rows = await t.database.db
      .select({ state: outboxMessages.state, attempts: outboxMessages.attempts })
      .from(outboxMessages)
      .where(inArray(outboxMessages.idOutboxMessage, ids));
    expect(rows.every((r) => r.state === 'sent' && r.attempts === 1)).toBe(true);
  });
});

describe('the worker the server starts', () => {
  it('sends at its interval once the app is ready, with the configuration from the environment, and stops on close', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, {
      WHATSAPP_TOKEN: TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
      WHATSAPP_API_URL: stub.url,
      NOTIFICATIONS_INTERVAL_SECONDS: '0.05',
    });
    const lines: string[] = [];
    const logs = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    let booted: TestApp | undefined;
    try {
      booted = await createTestApp({}, logs);
      // A copy of the seeded database: one of its demo proposals.
      const [seeded] = await booted.database.db
        .select({ idProposal: proposals.idProposal })
        .from(proposals)
        .limit(1);
      const idSeeded = seeded!.idProposal;
      const [row] = await booted.database.db
        .insert(outboxMessages)
        .values({
          idProposal: idSeeded,
          kind: 'status',
          whatsappNumber: '6281234567890',
          body: 'Pesan dari server',
          idempotencyKey: `boot:${Date.now()}`,
        })
        .returning();
      await expect
        .poll(
          async () =>
            (
              await booted!.database.db
                .select({ state: outboxMessages.state })
                .from(outboxMessages)
                .where(eq(outboxMessages.idOutboxMessage, row!.idOutboxMessage))
            )[0]?.state,
          { timeout: 5_000, interval: 50 },
        )
        .toBe('sent');
      // The messages list says a provider is configured; nothing answered or logged holds the token.
      const superAdmin = await memberAuth(booted, 'ARN101-10009');
      const res = await booted.app.inject({
        url: `/api/notifications/proposal/${idSeeded}`,
        headers: superAdmin,
      });
      expect(res.json().providerConfigured).toBe(true);
      expect(res.body).not.toContain(TOKEN);
    } finally {
      await booted?.close();
      process.env = saved;
    }
    for (const line of lines) expect(line).not.toContain(TOKEN);
  });
});
