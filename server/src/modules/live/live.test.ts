import { COMMENT_EVENT } from '@amal/contract/comments';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  administratorRoles,
  administrators,
  documents,
  proposals,
  referrers,
  users,
} from '../../db/schema/index.ts';
import { type EventStream, openEventStream } from '../../test/sse.ts';
import { createTestApp, memberAuth, type TestApp } from '../../test/test-app.ts';

type Headers = { authorization: string };

let t: TestApp;
let base: string;
let idProposal: number;
let idProgram: number;
let idDocument: number;

// Pings every 100 ms, so that a check at each ping shows within a test's patience.
beforeAll(async () => {
  t = await createTestApp({ LIVE_PING_SECONDS: '0.1' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const [own] = await t.database.db
    .select({ idProposal: proposals.idProposal, idProgram: proposals.idProgram })
    .from(proposals)
    .innerJoin(referrers, eq(referrers.idReferrer, proposals.idReferrer))
    .innerJoin(users, eq(users.idUser, referrers.idUser))
    .where(and(eq(users.nip, 'ARN101-10001'), eq(proposals.idProgram, 1)));
  ({ idProposal, idProgram } = own!);
  const [document] = await t.database.db.select().from(documents).where(eq(documents.idProposal, idProposal));
  idDocument = document!.idDocument;
});
afterAll(() => t.close());

const login = (nip: string): Promise<Headers> => memberAuth(t, nip);
const live = (headers: Headers) => openEventStream(`${base}/api/live/comment-${idProposal}`, headers);
const logout = (headers: Headers) => t.app.inject({ method: 'POST', url: '/api/logout', headers });
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Whether the server ended the stream within `ms`. */
const endsWithin = (stream: EventStream, ms: number) =>
  Promise.race([stream.ended.then(() => true), sleep(ms).then(() => false)]);

async function opened(headers: Headers) {
  const stream = await live(headers);
  expect(stream.status).toBe(200);
  // One person's data: kept by no cache, and not rewritten by a proxy (issue 31.13).
  expect(stream.headers['cache-control']).toBe('no-store, no-transform');
  return stream;
}

describe('a live stream ends when its caller may no longer read it (issue 31.12)', () => {
  it('ends at once when its session logs out; a stream of another session of the same member goes on', async () => {
    const first = await login('ARN101-10001');
    const second = await login('ARN101-10001');
    const ending = await opened(first);
    const going = await opened(second);
    const before = t.app.ctx.live.size();
    expect((await logout(first)).statusCode).toBe(204);
    // Ended by the logout itself, not by the next ping's check.
    expect(t.app.ctx.live.size()).toBe(before - 1);
    expect(await endsWithin(ending, 1000)).toBe(true);

    // Several pings later the other session's stream is still open and still delivers.
    expect(await endsWithin(going, 500)).toBe(false);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/comment',
      headers: second,
      payload: {
        idProposal,
        idReference: idDocument,
        tableReference: 'documents',
        message: 'Masih terlihat',
      },
    });
    expect(posted.statusCode).toBeLessThan(300);
    expect((await going.next(2000)).event).toBe(COMMENT_EVENT);
    going.close();
  });

  it('ends at the next ping after a staff member loses their role for the programme', async () => {
    const headers = await login('ARN101-10004');
    const stream = await opened(headers);
    expect(await endsWithin(stream, 300)).toBe(false);
    const [staff] = await t.database.db
      .select({ idAdministrator: administrators.idAdministrator })
      .from(administrators)
      .innerJoin(users, eq(users.idUser, administrators.idUser))
      .where(eq(users.nip, 'ARN101-10004'));
    await t.database.db
      .delete(administratorRoles)
      .where(
        and(
          eq(administratorRoles.idAdministrator, staff!.idAdministrator),
          eq(administratorRoles.idProgram, idProgram),
        ),
      );
    expect(await endsWithin(stream, 1000)).toBe(true);
  });

  // Last: the member stays disabled.
  it('ends at the next ping after the member is disabled', async () => {
    const stream = await opened(await login('ARN101-10001'));
    expect(await endsWithin(stream, 300)).toBe(false);
    await t.database.db.execute(sql`update users set disabled_at = now() where nip = 'ARN101-10001'`);
    expect(await endsWithin(stream, 1000)).toBe(true);
    await expect.poll(() => t.app.ctx.live.size()).toBe(0);
  });
});
