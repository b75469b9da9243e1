import { COMMENT_EVENT, commentMessages } from '@amal/contract/comments';
import { proposalMessages } from '@amal/contract/proposals';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, documentTypes, proposals, referrers, users } from '../../db/schema/index.ts';
import { openEventStream } from '../../test/sse.ts';
import { createTestApp, createTestApps, memberAuth, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let base: string;
type Headers = { authorization: string };
const auth: Record<string, Headers> = {};
let idProposal: number;
let idDocument: number;
let personDocument: number;
let otherDocument: number;

const A = () => auth['ARN101-10001']!;
const B = () => auth['ART101-10002']!;
const LEAD_VERIFIER = () => auth['ARN101-10004']!;

const login = (app: FastifyInstance, nip: string): Promise<Headers> => memberAuth({ app }, nip);

/** The demo applicant's proposal of programme 1 (complete), one of its documents, and another's. */
async function fixtures(app: FastifyInstance, db: TestApp['database']['db']) {
  const [applicant] = await db.select().from(users).where(eq(users.nip, 'ARN101-10001'));
  const own = await db
    .select({ idProposal: proposals.idProposal, idProgram: proposals.idProgram })
    .from(proposals)
    .innerJoin(referrers, eq(referrers.idReferrer, proposals.idReferrer))
    .where(eq(referrers.idUser, applicant!.idUser));
  const target = own.find((p) => p.idProgram === 1)!.idProposal;
  const other = own.find((p) => p.idProgram === 4)!.idProposal;
  const [document] = await db.select().from(documents).where(eq(documents.idProposal, target)).limit(1);
  // A document of the proposal's own (not a KTP or KK, which count for every proposal of the person).
  const [elsewhere] = await db
    .select({ idDocument: documents.idDocument })
    .from(documents)
    .innerJoin(documentTypes, eq(documentTypes.idDocumentType, documents.idDocumentType))
    .where(and(eq(documents.idProposal, other), eq(documentTypes.fromUser, false)))
    .limit(1);
  const [ktp] = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.idUser, applicant!.idUser),
        eq(documents.idDocumentType, 2),
        isNull(documents.idProposal),
      ),
    );
  void app;
  return {
    idProposal: target,
    idDocument: document!.idDocument,
    otherDocument: elsewhere!.idDocument,
    personDocument: ktp!.idDocument,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  for (const nip of ['ARN101-10001', 'ART101-10002', 'ARN101-10004']) auth[nip] = await login(t.app, nip);
  ({ idProposal, idDocument, otherDocument, personDocument } = await fixtures(t.app, t.database.db));
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const post = (headers: Headers | undefined, payload: object, app: FastifyInstance = t.app) =>
  app.inject({ method: 'POST', url: '/api/comment', headers, payload });
const thread = (headers: Headers | undefined, idReference = idDocument) =>
  t.app.inject({ url: `/api/comment/reference/${idProposal}/${idReference}/documents`, headers });
const comment = (message: string, idReference = idDocument) => ({
  idProposal,
  idReference,
  tableReference: 'documents',
  message,
});

describe('POST /api/comment and GET /api/comment/reference/…', () => {
  it('stores a comment on a document and lists its thread oldest first, with the author’s name', async () => {
    const first = await post(A(), comment('Mohon dicek, apakah foto KTP sudah jelas?'));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      idProposal,
      idReference: idDocument,
      tableReference: 'documents',
      message: 'Mohon dicek, apakah foto KTP sudah jelas?',
      user: { fullName: 'Ahmad Fauzi' },
    });
    const second = await post(LEAD_VERIFIER(), comment('Sudah jelas, terima kasih.'));
    expect(second.statusCode).toBe(201);
    expect(second.json().user.fullName).toBe('Hasan Basri');
    const res = await thread(A());
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((c: { idComment: number }) => c.idComment);
    expect(ids.slice(-2)).toEqual([first.json().idComment, second.json().idComment]);
    expect(res.json().total).toBe(res.json().data.length);
  });

  it('keeps HTML as the text it is (JSON, never markup)', async () => {
    const html = '<img src=x onerror=alert(1)><script>alert("x")</script>';
    const res = await post(A(), comment(html));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(html);
    const read = await thread(A());
    expect(read.headers['content-type']).toMatch(/^application\/json/);
    expect(read.json().data.at(-1).message).toBe(html);
  });

  it('takes comments on the recipient’s own KTP shown with the proposal', async () => {
    expect((await post(A(), comment('KTP masih berlaku', personDocument))).statusCode).toBe(201);
    expect((await thread(LEAD_VERIFIER(), personDocument)).json().data).toHaveLength(1);
  });

  it('answers 404 to another applicant (post and read), 401 to nobody', async () => {
    const posted = await post(B(), comment('Bukan pengajuan saya'));
    expect(posted.statusCode).toBe(404);
    expect(posted.json().message).toBe(proposalMessages.notFound);
    expect((await thread(B())).statusCode).toBe(404);
    expect((await post(undefined, comment('x'))).statusCode).toBe(401);
    expect((await thread(undefined)).statusCode).toBe(401);
  });

  it('refuses a record that is not the proposal’s (404) and an empty message (400)', async () => {
    const elsewhere = await post(A(), comment('salah tempat', otherDocument));
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe(commentMessages.recordNotFound);
    const empty = await post(A(), comment('   '));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(commentMessages.messageRequired);
  });
});

describe('the thread on a recipient’s own KTP (issue 31: the author of a proposal for someone else)', () => {
  it('is the recipient’s and staff’s: the recommender who named A neither reads nor writes it', async () => {
    const recommender = await login(t.app, 'ARN101-10003');
    const [recommenderRow] = await t.database.db.select().from(users).where(eq(users.nip, 'ARN101-10003'));
    const [forA] = await t.database.db
      .select({ idProposal: proposals.idProposal })
      .from(proposals)
      .innerJoin(referrers, eq(referrers.idReferrer, proposals.idReferrer))
      .where(eq(referrers.idUser, recommenderRow!.idUser));
    const onKtp = { idProposal: forA!.idProposal, idReference: personDocument, tableReference: 'documents' };
    const watching = await openEventStream(`${base}/api/live/comment-${forA!.idProposal}`, recommender);
    const byA = await post(A(), { ...onKtp, message: 'KTP saya sudah diperbarui' });
    expect(byA.statusCode).toBe(201);
    try {
      await expect(watching.next(500)).rejects.toThrow(/no event/);
    } finally {
      watching.close();
    }
    const url = `/api/comment/reference/${forA!.idProposal}/${personDocument}/documents`;
    const read = await t.app.inject({ url, headers: recommender });
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain('KTP saya');
    expect((await post(recommender, { ...onKtp, message: 'x' })).statusCode).toBe(404);
    expect((await t.app.inject({ url, headers: A() })).json().data).toHaveLength(1);
  });
});

describe('GET /api/live/comment-{idProposal}', () => {
  const live = (headers?: Headers) => openEventStream(`${base}/api/live/comment-${idProposal}`, headers);

  it('delivers a new comment to a subscriber within a second, as "event: comment"', async () => {
    const stream = await live(LEAD_VERIFIER());
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers['cache-control']).toBe('no-store, no-transform');
      const started = Date.now();
      const posted = (await post(A(), comment('Langsung terlihat'))).json();
      const event = await stream.next(1000);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(event.event).toBe(COMMENT_EVENT);
      expect(event.id).toBe(String(posted.idComment));
      expect(JSON.parse(event.data)).toEqual(posted);
    } finally {
      stream.close();
    }
  });

  it('sends a proposal’s comments only to its own channel', async () => {
    const [other] = await t.database.db
      .select({ idProposal: documents.idProposal })
      .from(documents)
      .where(eq(documents.idDocument, otherDocument));
    const stream = await openEventStream(`${base}/api/live/comment-${other!.idProposal}`, A());
    try {
      await post(A(), comment('Untuk pengajuan lain'));
      await expect(stream.next(300)).rejects.toThrow(/no event/);
    } finally {
      stream.close();
    }
  });

  it('replays what a returning client missed (Last-Event-ID)', async () => {
    const seen = (await post(A(), comment('sudah dilihat'))).json();
    const missed = (await post(A(), comment('terlewat'))).json();
    const stream = await openEventStream(`${base}/api/live/comment-${idProposal}`, {
      ...A(),
      'last-event-id': String(seen.idComment),
    });
    try {
      expect(JSON.parse((await stream.next()).data).idComment).toBe(missed.idComment);
    } finally {
      stream.close();
    }
  });

  it('answers 404 to whoever may not see the proposal and 401 to nobody', async () => {
    const other = await live(B());
    expect(other.status).toBe(404);
    expect(JSON.parse(other.body).message).toBe(proposalMessages.notFound);
    expect((await live()).status).toBe(401);
    expect((await openEventStream(`${base}/api/live/comment-2147483647`, A())).status).toBe(404);
  });

  it('drops the subscription when the client goes away', async () => {
    const before = t.app.ctx.live.size();
    const stream = await live(A());
    expect(t.app.ctx.live.size()).toBe(before + 1);
    stream.close();
    await expect.poll(() => t.app.ctx.live.size()).toBe(before);
  });

  it('ends open streams when the server closes', async () => {
    const other = await createTestApp();
    const url = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const ids = await fixtures(other.app, other.database.db);
    const stream = await openEventStream(
      `${url}/api/live/comment-${ids.idProposal}`,
      await login(other.app, 'ARN101-10001'),
    );
    expect(other.app.ctx.live.size()).toBe(1);
    await other.close();
    await stream.ended;
    expect(other.app.ctx.live.size()).toBe(0);
  });
});

// Two instances need one database that both reach: PGlite is a single connection inside one process,
// so these run on PostgreSQL only (TEST_DATABASE_URL) and are reported as skipped otherwise.
const postgresOnly = it.skipIf(!process.env.TEST_DATABASE_URL);

describe('live comments across app instances (PostgreSQL only: skipped without TEST_DATABASE_URL)', () => {
  postgresOnly(
    'a comment posted through instance one reaches a subscriber of instance two within a second',
    async () => {
      const pair = await createTestApps(2);
      try {
        const one = pair.instances[0]!;
        const two = pair.instances[1]!;
        const urlTwo = await two.app.listen({ port: 0, host: '127.0.0.1' });
        const ids = await fixtures(one.app, one.database.db);
        const stream = await openEventStream(
          `${urlTwo}/api/live/comment-${ids.idProposal}`,
          await login(two.app, 'ARN101-10004'),
        );
        const started = Date.now();
        const posted = await post(
          await login(one.app, 'ARN101-10001'),
          {
            idProposal: ids.idProposal,
            idReference: ids.idDocument,
            tableReference: 'documents',
            message: 'Dari instans satu',
          },
          one.app,
        );
        expect(posted.statusCode).toBe(201);
        const event = await stream.next(1000);
        expect(Date.now() - started).toBeLessThan(1000);
        expect(JSON.parse(event.data)).toEqual(posted.json());
        stream.close();
      } finally {
        await pair.close();
      }
    },
  );

  postgresOnly(
    'listens again when its connection is dropped, and delivers what was posted meanwhile',
    async () => {
      const stream = await openEventStream(`${base}/api/live/comment-${idProposal}`, A());
      try {
        // Ends this database's LISTEN connection, as a server restart or a network cut would.
        await t.database.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query ilike 'listen %'`,
        );
        const posted = (await post(A(), comment('Selama terputus'))).json();
        const event = await stream.next(5000);
        expect(JSON.parse(event.data).idComment).toBe(posted.idComment);
        const after = (await post(A(), comment('Sesudah tersambung lagi'))).json();
        await expect
          .poll(() => stream.events.some((e) => JSON.parse(e.data).idComment === after.idComment))
          .toBe(true);
      } finally {
        stream.close();
      }
    },
  );
});
