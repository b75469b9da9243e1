import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePng } from '../../server/src/lib/sample-files.ts';
import { multipart } from '../../server/src/test/uploads.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';
import { type Answer, type Cluster, type Instance, startCluster } from './cluster.ts';

// Issue 39 item 9: two instances of the built app behind Debian's nginx (docs/deployment.md's
// configuration), one PostgreSQL database, one S3-compatible bucket.

const NIP = 'ARN101-10001';
const PASSWORD = 'demo1234';
// Any 127.x.y.z reaches a loopback listener on Linux: the client is told apart from nginx (127.0.0.1).
const CLIENT = '127.0.0.2';
const SPOOFED = '203.0.113.7';

let cluster: Cluster;
let browser: Browser | undefined;
let cookie: string;
let idProgram: number;
let idDocumentType: number;

beforeAll(async () => {
  cluster = await startCluster();
  // A programme the member has no proposal in yet, and a document it asks the applicant for.
  const { rows } = await cluster.database.query<{ idProgram: number; idDocumentType: number }>(
    `select p.id_program as "idProgram", min(t.id_document_type) as "idDocumentType"
       from programs p
       join program_document_types pt on pt.id_program = p.id_program
       join document_types t on t.id_document_type = pt.id_document_type and not t.from_user
      where p.active and p.id_program not in (
        select pr.id_program from proposals pr
          join referrers r on r.id_referrer = pr.id_referrer
          join users u on u.id_user = r.id_user where u.nip = $1)
      group by p.id_program order by p.id_program limit 1`,
    [NIP],
  );
  ({ idProgram, idDocumentType } = rows[0]!);
});

afterAll(async () => {
  await browser?.close();
  await cluster?.stop();
});

const proxy = (path: string, options: Parameters<Cluster['call']>[1] = {}) =>
  cluster.call(`${cluster.proxyUrl}${path}`, {
    from: CLIENT,
    ...options,
    headers: { ...(cookie ? { cookie } : {}), ...options.headers },
  });
const json = (value: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(value),
});
const logLine = (instance: Instance, answer: Answer) =>
  instance.lines.find((line) => line.reqId === answer.headers['x-request-id'] && line.msg === 'request');

/**
 * Sends the request through nginx again until the instance wanted (or any but `not`) takes it:
 * nginx shares requests in turn, so the second try at the latest lands there.
 */
async function through(
  want: { on?: Instance; not?: Instance },
  make: () => Promise<Answer>,
): Promise<{ answer: Answer; instance: Instance }> {
  for (let attempt = 0; attempt < 6; attempt++) {
    const answer = await make();
    const instance = await cluster.servedBy(answer);
    if ((want.on === undefined || instance === want.on) && instance !== want.not) return { answer, instance };
  }
  throw new Error('nginx never sent the request to the instance wanted');
}

describe('two instances behind nginx (issue 39.9)', () => {
  it('logs a member in through nginx over TLS; the session holds on both instances', async () => {
    const login = await proxy('/api/login/member', {
      method: 'POST',
      ...json({ username: NIP, password: PASSWORD }),
      // What a client says of itself is replaced by nginx, and believed from nginx only.
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': SPOOFED,
        'x-forwarded-proto': 'http',
      },
    });
    expect(login.status).toBe(200);
    const setCookie = String(login.headers['set-cookie']);
    // nginx said the request came over HTTPS (X-Forwarded-Proto), so the app marks the cookie Secure
    // and sends HSTS.
    expect(setCookie).toMatch(/; Secure/i);
    expect(login.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    cookie = setCookie.split(';')[0]!;

    // The client's address in the instance's log line: not nginx's, not the one it made up.
    const loggedBy = await cluster.servedBy(login);
    expect(logLine(loggedBy, login)?.ip).toBe(CLIENT);

    const served = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const drafts = await proxy('/api/temporaryproposal');
      expect(drafts.status).toBe(200);
      const instance = await cluster.servedBy(drafts);
      expect(logLine(instance, drafts)?.user).toEqual(expect.any(Number));
      served.add(instance.name);
    }
    expect([...served].sort()).toEqual(['a', 'b']);
  });

  it("counts a wrong password against the client's address, not nginx's", async () => {
    const from = '127.0.0.3';
    const wrong = await cluster.call(`${cluster.proxyUrl}/api/login/member`, {
      method: 'POST',
      from,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': SPOOFED },
      body: JSON.stringify({ username: 'ARN101-10003', password: 'salah-sekali' }),
    });
    expect(wrong.status).toBe(401);
    const { rows } = await cluster.database.query<{ address: string }>(
      'select address from login_failures where nip = $1',
      ['ARN101-10003'],
    );
    expect(rows.map((row) => row.address)).toEqual([from]);
  });

  it('believes forwarded headers from nginx only: sent to an instance directly, they are ignored', async () => {
    const [a] = cluster.instances;
    const direct = await cluster.call(`${a.url}/api/health`, {
      from: CLIENT,
      headers: { 'x-forwarded-for': SPOOFED, 'x-forwarded-proto': 'https' },
    });
    expect(direct.status).toBe(200);
    expect(direct.headers['strict-transport-security']).toBeUndefined();
    expect(logLine(await cluster.servedBy(direct), direct)?.ip).toBe(CLIENT);

    // nginx's plain side only redirects to HTTPS.
    const plain = await cluster.call(`${cluster.plainUrl}/login?x=1`, { from: CLIENT });
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe('https://127.0.0.1/login?x=1');
  });

  it('saves a draft on one instance and continues it on the other', async () => {
    const created = await proxy('/api/temporaryproposal', {
      method: 'POST',
      ...json({ idProgram, data: JSON.stringify({ step: 'satu' }) }),
    });
    expect(created.status).toBe(201);
    const first = await cluster.servedBy(created);
    const { idTempProposal } = JSON.parse(created.body.toString()) as { idTempProposal: number };

    const { answer: patched } = await through({ not: first }, () =>
      proxy('/api/temporaryproposal', {
        method: 'PATCH',
        ...json({ idTempProposal, data: JSON.stringify({ step: 'dua' }) }),
      }),
    );
    expect(patched.status).toBe(200);

    const { answer: read } = await through({ on: first }, () =>
      proxy(`/api/temporaryproposal/program/${idProgram}/DRAFTED`),
    );
    expect(read.status).toBe(200);
    const list = JSON.parse(read.body.toString()) as { data: { idTempProposal: number; data: string }[] };
    const draft = list.data.find((item) => item.idTempProposal === idTempProposal);
    expect(JSON.parse(draft!.data)).toEqual({ step: 'dua' });
  });

  it('reads a document uploaded through one instance back through the other, byte for byte', async () => {
    const draft = await proxy(`/api/temporaryproposal/program/${idProgram}/DRAFTED`);
    const [{ idTempProposal }] = (JSON.parse(draft.body.toString()) as { data: { idTempProposal: number }[] })
      .data as [{ idTempProposal: number }];
    const bytes = samplePng(9, 7, [0x12, 0x34, Math.floor(Math.random() * 256)]);
    const form = multipart(
      { idDocumentType, idTempProposal },
      { name: 'ktp.png', bytes, contentType: 'image/png' },
    );
    const uploaded = await proxy('/api/document/type', {
      method: 'POST',
      headers: form.headers,
      body: form.payload,
    });
    expect(uploaded.status, uploaded.body.toString()).toBe(201);
    const first = await cluster.servedBy(uploaded);
    const { idDocument } = JSON.parse(uploaded.body.toString()) as { idDocument: number };

    const { answer: back } = await through({ not: first }, () => proxy(`/api/document/${idDocument}`));
    expect(back.status).toBe(200);
    expect(back.body.equals(bytes)).toBe(true);
    // Kept in the bucket, not in the instance's own DATA_DIR.
    expect(existsSync(join(cluster.s3Directory, 'amal-documents'))).toBe(true);
    for (const instance of cluster.instances) expect(existsSync(join(instance.dataDir, 'files'))).toBe(false);
  });

  it('delivers a comment posted through one instance to a browser whose live stream the other holds', async () => {
    const { rows } = await cluster.database.query<{ idProposal: number; idDocument: number }>(
      `select pr.id_proposal as "idProposal", d.id_document as "idDocument"
         from proposals pr
         join referrers r on r.id_referrer = pr.id_referrer
         join users u on u.id_user = r.id_user
         join documents d on d.id_proposal = pr.id_proposal
        where u.nip = $1 order by pr.id_proposal, d.id_document limit 1`,
      [NIP],
    );
    const { idProposal, idDocument } = rows[0]!;

    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    // A page of the app (under its own Content-Security-Policy), opened as a visitor: then the
    // member's session, as after a login.
    await page.goto(`${cluster.proxyUrl}/login`);
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: cluster.proxyUrl, secure: true, httpOnly: true }]);
    // The browser's own EventSource, as the proposal page opens it.
    await page.evaluate(
      (url) =>
        new Promise<void>((opened, failed) => {
          const events: string[] = [];
          (window as unknown as { liveMessages: string[] }).liveMessages = events;
          const source = new EventSource(url);
          source.addEventListener('comment', (event) => {
            events.push((JSON.parse((event as MessageEvent<string>).data) as { message: string }).message);
          });
          source.onopen = () => opened();
          source.onerror = () => failed(new Error('the live stream did not open'));
        }),
      `/api/live/comment-${idProposal}`,
    );

    // Which instance holds the stream: each counts its own (GET /api/metrics, asked directly).
    const holder = await streamHolder();
    const message = `Lewat instans lain ${randomUUID().slice(0, 8)}`;
    const { answer: posted, instance: poster } = await through({ not: holder }, () =>
      proxy('/api/comment', {
        method: 'POST',
        ...json({ idProposal, idReference: idDocument, tableReference: 'documents', message }),
      }),
    );
    expect(posted.status).toBe(201);
    expect(poster).not.toBe(holder);
    await page.waitForFunction(
      (expected) => (window as unknown as { liveMessages: string[] }).liveMessages.includes(expected),
      message,
      { timeout: 5_000 },
    );
    await context.close();
  });
});

async function streamHolder(): Promise<Instance> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const open = await Promise.all(
      cluster.instances.map(async (instance) => {
        const metrics = await cluster.call(`${instance.url}/api/metrics`, {
          headers: { authorization: `Bearer ${cluster.metricsToken}` },
        });
        return Number(/^amal_live_streams_open (\d+)/m.exec(metrics.body.toString())?.[1] ?? 0);
      }),
    );
    const holders = cluster.instances.filter((_, index) => open[index]! > 0);
    if (holders.length === 1) return holders[0]!;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error('No single instance reports the open live stream');
}
