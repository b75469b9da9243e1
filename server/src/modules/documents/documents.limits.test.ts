/**
 * What one member may keep stored (UPLOAD_QUOTA_MB, lowered to 1 MB here) and the cleanup of
 * uploads never attached to anything (UNATTACHED_UPLOAD_DAYS): issue 31, item 15.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { documentMessages } from '@amal/contract/documents';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { documents, proposals, referrers, temporaryProposals, users } from '../../db/schema/index.ts';
import { newStorageKey } from '../../lib/file-store.ts';
import { samplePdf } from '../../lib/sample-files.ts';
import { createTestApp, memberAuth, type TestApp } from '../../test/test-app.ts';
import { multipart, SAMPLE_UPLOADS, type UploadFile } from '../../test/uploads.ts';
import { removeUnattachedUploads, scheduleUploadCleanup } from './documents.cleanup.ts';

let t: TestApp;
type Headers = { authorization: string };
const auth: Record<string, Headers> = {};
const idUserOf: Record<string, number> = {};
const KB = 1024;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_QUOTA_MB: '1' });
  for (const nip of ['ARN101-10001', 'ART101-10002']) {
    auth[nip] = await memberAuth(t, nip);
    idUserOf[nip] = (await t.database.db.select().from(users).where(eq(users.nip, nip)))[0]!.idUser;
  }
});
afterAll(() => t.close());

function upload(headers: Headers, fields: Record<string, string | number>, file: UploadFile) {
  const body = multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/document/type',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const rowCount = async () => (await t.database.db.select({ n: count() }).from(documents))[0]!.n;
const fileOf = (storageKey: string) => join(t.dataDir, 'files', storageKey);

describe('the upload quota', () => {
  it('refuses an upload that would take the member past UPLOAD_QUOTA_MB (413) and stores nothing; removing a version frees its room', async () => {
    const b = auth['ART101-10002']!;
    const first = await upload(
      b,
      { idDocumentType: 2 },
      { name: 'ktp.pdf', bytes: samplePdf('x', 700 * KB) },
    );
    expect(first.statusCode, first.body).toBe(201);
    const before = await rowCount();
    const second = await upload(
      b,
      { idDocumentType: 6 },
      { name: 'kk.pdf', bytes: samplePdf('x', 400 * KB) },
    );
    expect(second.statusCode).toBe(413);
    expect(second.json()).toEqual({
      statusCode: 413,
      message: documentMessages.quotaFull,
      errors: [{ path: 'file', message: documentMessages.quotaFull }],
    });
    expect(await rowCount()).toBe(before);
    // Another member's room is their own.
    const other = await upload(
      auth['ARN101-10001']!,
      { idDocumentType: 7, idTempProposal: await draftOf(auth['ARN101-10001']!, 3) },
      { name: 'sktm.pdf', bytes: samplePdf('x', 400 * KB) },
    );
    expect(other.statusCode, other.body).toBe(201);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/document/${first.json().idDocument}`,
      headers: b,
    });
    expect(removed.statusCode).toBe(204);
    const third = await upload(b, { idDocumentType: 6 }, { name: 'kk.pdf', bytes: samplePdf('x', 400 * KB) });
    expect(third.statusCode, third.body).toBe(201);
  });
});

async function draftOf(headers: Headers, idProgram: number): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/temporaryproposal',
    headers,
    payload: { idProgram, data: '{}' },
  });
  return res.json().idTempProposal;
}

describe('the cleanup of uploads never attached', () => {
  it('deletes, row and file, an old upload with no proposal whose draft is gone or sent; keeps recent ones, a member’s own KTP, a draft’s and an attached one', async () => {
    const db = t.database.db;
    const idUser = idUserOf['ARN101-10001']!;
    const [proposal] = await db
      .select({ idProposal: proposals.idProposal })
      .from(proposals)
      .innerJoin(referrers, eq(referrers.idReferrer, proposals.idReferrer))
      .where(eq(referrers.idUser, idUser))
      .limit(1);
    const draft = async (status: string) =>
      (
        await db
          .select()
          .from(temporaryProposals)
          .where(and(eq(temporaryProposals.idUser, idUser), eq(temporaryProposals.status, status)))
          .limit(1)
      )[0]!.idTempProposal;
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    const bytes = SAMPLE_UPLOADS.pdf.bytes;
    async function stored(values: Partial<typeof documents.$inferInsert>, createdAt = eightDaysAgo) {
      const storageKey = newStorageKey('documents', 'pdf');
      await t.app.ctx.files.put(storageKey, bytes, 'application/pdf');
      const [row] = await db
        .insert(documents)
        .values({
          idDocumentType: 7,
          idUser,
          extension: 'pdf',
          contentType: 'application/pdf',
          size: bytes.length,
          storageKey,
          createdAt,
          ...values,
        })
        .returning();
      return row!;
    }
    const gone = [
      await stored({}),
      await stored({ idTempProposal: await draft('SUBMITTED') }),
      await stored({ idTempProposal: 2147483647 }),
      // A KTP uploaded for someone else and never attached is not a person's own.
      await stored({ idDocumentType: 2, idTempProposal: await draft('SUBMITTED') }),
    ];
    const kept = [
      await stored({}, new Date()),
      await stored({ idDocumentType: 2, idPerson: idUser }),
      await stored({ idTempProposal: await draft('DRAFTED') }),
      await stored({ idProposal: proposal!.idProposal }),
    ];

    const before = await rowCount();
    const removed = await removeUnattachedUploads(
      { db, files: t.app.ctx.files, log: t.app.log },
      { olderThanDays: 7 },
    );
    // Those, and nothing else (the demo's documents are all attached or a member's own).
    expect(removed).toBe(gone.length);
    expect(await rowCount()).toBe(before - gone.length);
    const left = await db
      .select({ idDocument: documents.idDocument })
      .from(documents)
      .where(
        inArray(
          documents.idDocument,
          [...gone, ...kept].map((d) => d.idDocument),
        ),
      );
    expect(left.map((d) => d.idDocument).sort()).toEqual(kept.map((d) => d.idDocument).sort());
    for (const row of gone) expect(existsSync(fileOf(row.storageKey))).toBe(false);
    for (const row of kept) expect(existsSync(fileOf(row.storageKey))).toBe(true);
  });
});

describe('the cleanup’s schedule', () => {
  /** An app as the schedule sees it: its hooks, its context and its logger. */
  function fakeApp(ctx: Partial<FastifyInstance['ctx']>) {
    const hooks: Record<string, () => Promise<void>> = {};
    const log = { info: vi.fn(), error: vi.fn() };
    const app = {
      ctx,
      log,
      addHook: (name: string, hook: () => Promise<void>) => {
        hooks[name] = hook;
      },
    } as unknown as FastifyInstance;
    return { app, hooks, log };
  }

  it('runs when the app is ready, on an unref’d hourly timer stopped on close, and logs a failure instead of throwing', async () => {
    const db = t.database.db;
    const storageKey = newStorageKey('documents', 'pdf');
    await t.app.ctx.files.put(storageKey, SAMPLE_UPLOADS.pdf.bytes, 'application/pdf');
    const [old] = await db
      .insert(documents)
      .values({
        idDocumentType: 7,
        idUser: idUserOf['ART101-10002']!,
        extension: 'pdf',
        contentType: 'application/pdf',
        size: SAMPLE_UPLOADS.pdf.bytes.length,
        storageKey,
        createdAt: new Date(Date.now() - 30 * 24 * 3600 * 1000),
      })
      .returning();
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const clearInterval = vi.spyOn(globalThis, 'clearInterval');
    try {
      const { app, hooks, log } = fakeApp(t.app.ctx);
      scheduleUploadCleanup(app);
      await hooks.onReady!();
      expect(setInterval).toHaveBeenCalledWith(expect.any(Function), 60 * 60 * 1000);
      const timer = setInterval.mock.results.at(-1)!.value as NodeJS.Timeout;
      expect(timer.hasRef()).toBe(false);
      await hooks.onClose!(); // waits for the run under way
      expect(clearInterval).toHaveBeenCalledWith(timer);
      expect(await db.select().from(documents).where(eq(documents.idDocument, old!.idDocument))).toEqual([]);
      expect(existsSync(fileOf(storageKey))).toBe(false);
      expect(log.info).toHaveBeenCalledWith(
        expect.objectContaining({ event: 'upload-cleanup' }),
        'unattached uploads deleted',
      );

      const failing = fakeApp({
        ...t.app.ctx,
        db: {
          select: () => {
            throw new Error('database gone');
          },
        } as unknown as FastifyInstance['ctx']['db'],
      });
      scheduleUploadCleanup(failing.app);
      await failing.hooks.onReady!();
      await failing.hooks.onClose!();
      expect(failing.log.error).toHaveBeenCalledWith(
        expect.objectContaining({ err: expect.any(Error) }),
        'upload cleanup failed',
      );
    } finally {
      setInterval.mockRestore();
      clearInterval.mockRestore();
    }
  });
});
