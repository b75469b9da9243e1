import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { apiMessages } from '@amal/contract/api';
import { documentMessages, MB } from '@amal/contract/documents';
import { draftMessages } from '@amal/contract/drafts';
import { proposalMessages } from '@amal/contract/proposals';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documents,
  documentVerifications,
  proposals,
  references,
  referrers,
  temporaryProposals,
  users,
} from '../../db/schema/index.ts';
import { sectionsFor, wizardSections } from '../../db/seed/demo-proposals.ts';
import { newStorageKey } from '../../lib/file-store.ts';
import { samplePdf, samplePng, sampleWav } from '../../lib/sample-files.ts';
import { createTestApp, memberAuth, type TestApp } from '../../test/test-app.ts';
import { multipart, SAMPLE_UPLOADS, type UploadFile } from '../../test/uploads.ts';
import { openApplicationTiles } from '../drafts/drafts.test-support.ts';

let t: TestApp;
type Headers = { authorization: string };
const auth: Record<string, Headers> = {};
const idUserOf: Record<string, number> = {};
// The demo applicant's proposals: programme 3 without documents, programme 1 with all of them.
let incomplete: number;
let complete: number;

const A = () => auth['ARN101-10001']!;
const B = () => auth['ART101-10002']!;
const LEAD_VERIFIER = () => auth['ARN101-10004']!;
const ASSESSOR = () => auth['ART101-10005']!;
const SUPER_ADMIN = () => auth['ARN101-10009']!;
/** The member who recommended A (the demo's proposal for A on programme 6). */
const RECOMMENDER = () => auth['ARN101-10003']!;

beforeAll(async () => {
  t = await createTestApp();
  for (const nip of [
    'ARN101-10001',
    'ART101-10002',
    'ARN101-10003',
    'ARN101-10004',
    'ART101-10005',
    'ARN101-10009',
  ]) {
    auth[nip] = await memberAuth(t, nip);
    idUserOf[nip] = (await t.database.db.select().from(users).where(eq(users.nip, nip)))[0]!.idUser;
  }
  // B drafts and applies here: first she completes what the home menu's lock waits for (issue 32),
  // her own KTP and KK uploaded among it.
  await openApplicationTiles(t, B(), '3273015708900002');
  const own = await t.database.db
    .select({ idProposal: proposals.idProposal, idProgram: proposals.idProgram })
    .from(proposals)
    .innerJoin(referrers, eq(referrers.idReferrer, proposals.idReferrer))
    .where(eq(referrers.idUser, idUserOf['ARN101-10001']!));
  incomplete = own.find((p) => p.idProgram === 3)!.idProposal;
  complete = own.find((p) => p.idProgram === 1)!.idProposal;
});
afterAll(() => t.close());

function upload(headers: Headers | undefined, fields: Record<string, string | number>, file?: UploadFile) {
  const body = multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/document/type',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const get = (url: string, headers?: Headers) => t.app.inject({ method: 'GET', url, headers });

/**
 * The caller's draft for a programme, where the wizard keeps its uploads until the proposal is
 * sent: created, or (one draft per user and programme) their existing one, DRAFTED again.
 */
async function draftOf(headers: Headers, idProgram: number, data = '{}'): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/temporaryproposal',
    headers,
    payload: { idProgram, data },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().idTempProposal;
}

const idsOf = (list: { idDocument: number }[]) => list.map((d) => d.idDocument);

async function documentComplete(idProposal: number) {
  const [row] = await t.database.db
    .select({ complete: proposals.documentComplete })
    .from(proposals)
    .where(eq(proposals.idProposal, idProposal));
  return row!.complete;
}

const documentCount = async () => (await t.database.db.select({ n: count() }).from(documents))[0]!.n;

/** Every file under the test app's store. */
function storedFiles(): string[] {
  const root = join(t.dataDir, 'files');
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('POST /api/document/type: accepted files', () => {
  // A house photo (61) takes pictures; a statement (84), a PDF too.
  it.each([
    ['png', 'image/png', 'png', 61],
    ['jpg', 'image/jpeg', 'jpg', 61],
    ['jpeg', 'image/jpeg', 'jpg', 61],
    ['pdf', 'application/pdf', 'pdf', 84],
  ] as const)(
    'stores a %s for a proposal and streams it back as %s',
    async (kind, contentType, extension, idDocumentType) => {
      const file = SAMPLE_UPLOADS[kind];
      const res = await upload(A(), { idDocumentType, idProposal: incomplete }, file);
      expect(res.statusCode).toBe(201);
      const document = res.json();
      expect(document).toMatchObject({
        idDocumentType,
        idProposal: incomplete,
        idUser: idUserOf['ARN101-10001'],
        extension,
        contentType,
        size: file.bytes.length,
        reviewStatus: 'PENDING',
        reviewReason: null,
        removed: false,
        idDocumentReplaced: null,
      });
      const back = await get(`/api/document/${document.idDocument}`, A());
      expect(back.statusCode).toBe(200);
      expect(back.headers['content-type']).toBe(contentType);
      expect(back.rawPayload.equals(Buffer.from(file.bytes))).toBe(true);
    },
  );

  it.each([
    ['mp3', 'audio/mpeg'],
    ['mp4', 'audio/mp4'],
    ['ogg', 'audio/ogg'],
    ['wav', 'audio/wav'],
  ] as const)(
    'stores a %s recording of a wizard upload (kept with the draft) as %s',
    async (kind, contentType) => {
      const file = SAMPLE_UPLOADS[kind];
      const idTempProposal = await draftOf(B(), 61);
      const res = await upload(B(), { idDocumentType: 85, idTempProposal }, file);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        idProposal: null,
        idTempProposal,
        idPerson: null,
        extension: kind,
        contentType,
        size: file.bytes.length,
      });
      const back = await get(`/api/document/download/${res.json().idDocument}`, B());
      expect(back.statusCode).toBe(200);
      expect(back.headers['content-type']).toBe(contentType);
      expect(back.headers['content-disposition']).toBe(
        `attachment; filename="dokumen-${res.json().idDocument}.${kind}"`,
      );
      expect(back.rawPayload.equals(Buffer.from(file.bytes))).toBe(true);
    },
  );

  it('answers a media player’s byte range with 206 (seeking a recording), and 416 past the end', async () => {
    const file = SAMPLE_UPLOADS.wav;
    const idTempProposal = await draftOf(B(), 61);
    const { idDocument } = (await upload(B(), { idDocumentType: 85, idTempProposal }, file)).json();
    const part = await t.app.inject({
      url: `/api/document/${idDocument}`,
      headers: { ...B(), range: 'bytes=40-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers).toMatchObject({
      'content-range': `bytes 40-99/${file.bytes.length}`,
      'content-length': '60',
      'accept-ranges': 'bytes',
      'content-type': 'audio/wav',
    });
    expect(part.rawPayload.equals(Buffer.from(file.bytes).subarray(40, 100))).toBe(true);
    const past = await t.app.inject({
      url: `/api/document/${idDocument}`,
      headers: { ...B(), range: `bytes=${file.bytes.length}-` },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${file.bytes.length}`);
  });

  it('judges a file by its bytes: PNG bytes named .pdf are stored and served as a PNG', async () => {
    const res = await upload(
      A(),
      { idDocumentType: 61, idProposal: incomplete },
      { name: 'scan.pdf', bytes: samplePng() },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ extension: 'png', contentType: 'image/png' });
  });

  it('stores a file named "../../etc/passwd.pdf" under a key of its own, inside the store', async () => {
    const before = storedFiles();
    const res = await upload(
      A(),
      { idDocumentType: 21, idProposal: incomplete },
      { name: '../../etc/passwd.pdf', bytes: samplePdf() },
    );
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.idDocument, res.json().idDocument));
    expect(row!.storageKey).toMatch(/^documents\/[0-9a-f-]{36}\.pdf$/);
    const added = storedFiles().filter((f) => !before.includes(f));
    expect(added).toEqual([join(t.dataDir, 'files', row!.storageKey)]);
    expect(existsSync(join(t.dataDir, 'etc'))).toBe(false);
    const back = await get(`/api/document/${row!.idDocument}`, A());
    expect(back.headers['content-disposition']).toBe(`inline; filename="dokumen-${row!.idDocument}.pdf"`);
  });
});

describe('POST /api/document/type: refusals', () => {
  it('refuses a PDF of 5 MB + 1 byte with 413 and the contract message, and takes one of exactly 5 MB', async () => {
    // In a draft (of programme 2, 5 MB): the demo proposal stays incomplete for the tests of removal.
    const idTempProposal = await draftOf(A(), 2);
    const tooBig = await upload(
      A(),
      { idDocumentType: 60, idTempProposal },
      { name: 'besar.pdf', bytes: samplePdf('x', 5 * MB + 1) },
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ statusCode: 413, message: documentMessages.tooLarge(5) });
    expect(tooBig.json().message).toBe('Ukuran dokumen harus kurang dari 5 MB');
    const fits = await upload(
      A(),
      { idDocumentType: 60, idTempProposal },
      { name: 'pas.pdf', bytes: samplePdf('x', 5 * MB) },
    );
    expect(fits.statusCode).toBe(201);
  });

  it('refuses a 16 MB PDF (past what is ever read) with the PDF limit, 5 MB', async () => {
    const res = await upload(
      A(),
      { idDocumentType: 60, idProposal: incomplete },
      { name: 'besar.pdf', bytes: samplePdf('x', 16 * MB) },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(documentMessages.tooLarge(5));
  });

  it('takes a 15 MB recording and refuses 15 MB + 1 byte with "kurang dari 15 MB"', async () => {
    const idTempProposal = await draftOf(B(), 61);
    const fits = await upload(
      B(),
      { idDocumentType: 85, idTempProposal },
      { name: 'a.wav', bytes: sampleWav(15 * MB) },
    );
    expect(fits.statusCode).toBe(201);
    expect(fits.json().size).toBe(15 * MB);
    const tooBig = await upload(
      B(),
      { idDocumentType: 85, idTempProposal },
      { name: 'a.wav', bytes: sampleWav(15 * MB + 1) },
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(documentMessages.tooLarge(15));
  });

  it('lets programme 61 take a PDF of 6 MB (its limit is 15 for every type)', async () => {
    const res = await upload(
      B(),
      { idDocumentType: 23, idTempProposal: await draftOf(B(), 61) },
      { name: 'surat.pdf', bytes: samplePdf('x', 6 * MB) },
    );
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['an executable named .pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(500, 0x90)])],
    [
      'an HTML page named .pdf',
      Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'),
    ],
    ['plain text named .pdf', Buffer.from('bukan dokumen')],
  ])('refuses %s with 415 and stores nothing', async (_, bytes) => {
    const before = { rows: await documentCount(), files: storedFiles().length };
    const res = await upload(
      A(),
      { idDocumentType: 61, idProposal: incomplete },
      { name: 'surat.pdf', bytes },
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      statusCode: 415,
      message: documentMessages.unsupported,
      errors: [{ path: 'file', message: documentMessages.unsupported }],
    });
    expect({ rows: await documentCount(), files: storedFiles().length }).toEqual(before);
  });

  it('refuses an empty file and a request without one (400)', async () => {
    const empty = await upload(
      A(),
      { idDocumentType: 61, idProposal: incomplete },
      { name: 'kosong.pdf', bytes: Buffer.alloc(0) },
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(documentMessages.empty);
    const none = await upload(A(), { idDocumentType: 61, idProposal: incomplete });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(documentMessages.fileRequired);
  });

  it('refuses a body that is not multipart and a malformed one without a 5xx', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/document/type',
      headers: A(),
      payload: { a: 1 },
    });
    expect(json.statusCode).toBe(415);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/document/type',
      headers: { ...A(), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 trunc',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
  });

  it('refuses an anonymous caller with 401 before reading anything', async () => {
    const res = await upload(undefined, { idDocumentType: 61, idProposal: incomplete }, SAMPLE_UPLOADS.pdf);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(apiMessages.notLoggedIn);
  });

  it('answers 404 for another user’s proposal, and for staff (they do not upload to a proposal)', async () => {
    for (const headers of [B(), LEAD_VERIFIER()]) {
      const res = await upload(headers, { idDocumentType: 61, idProposal: incomplete }, SAMPLE_UPLOADS.pdf);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(proposalMessages.notFound);
    }
  });

  it('refuses a document type the programme does not ask for (400)', async () => {
    const res = await upload(A(), { idDocumentType: 85, idProposal: incomplete }, SAMPLE_UPLOADS.pdf);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(documentMessages.typeNotInProgram);
    const idTempProposal = await draftOf(B(), 3);
    const wizard = await upload(B(), { idDocumentType: 85, idTempProposal }, SAMPLE_UPLOADS.mp3);
    expect(wizard.statusCode).toBe(400);
    expect(wizard.json().message).toBe(documentMessages.typeNotInProgram);
  });

  it('refuses a file of a kind the slot does not take (415): a recording as a house photo, a picture as a recording', async () => {
    const before = { rows: await documentCount(), files: storedFiles().length };
    const mp3 = await upload(A(), { idDocumentType: 61, idProposal: incomplete }, SAMPLE_UPLOADS.mp3);
    expect(mp3.statusCode).toBe(415);
    expect(mp3.json()).toEqual({
      statusCode: 415,
      message: documentMessages.wrongKind(['image']),
      errors: [{ path: 'file', message: documentMessages.wrongKind(['image']) }],
    });
    expect(mp3.json().message).toBe('Jenis dokumen ini hanya menerima file png, jpg, jpeg');
    const idTempProposal = await draftOf(B(), 61);
    const png = await upload(B(), { idDocumentType: 85, idTempProposal }, SAMPLE_UPLOADS.png);
    expect(png.statusCode).toBe(415);
    expect(png.json().message).toBe(documentMessages.wrongKind(['audio']));
    expect({ rows: await documentCount(), files: storedFiles().length }).toEqual(before);
    // A scan of a KTP is a PDF or a picture.
    const pdf = await upload(B(), { idDocumentType: 2, idTempProposal }, SAMPLE_UPLOADS.pdf);
    expect(pdf.statusCode, pdf.body).toBe(201);
  });

  it('takes one file for a single-file type (409 for a second) and deletes the refused file again', async () => {
    const first = await upload(A(), { idDocumentType: 7, idProposal: incomplete }, SAMPLE_UPLOADS.pdf);
    expect(first.statusCode).toBe(201);
    const before = { rows: await documentCount(), files: storedFiles().length };
    const second = await upload(A(), { idDocumentType: 7, idProposal: incomplete }, SAMPLE_UPLOADS.pdf);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(documentMessages.onlyOneFile);
    // The file was written before the slot was checked under its lock: it is gone again.
    expect({ rows: await documentCount(), files: storedFiles().length }).toEqual(before);
  });

  it('inserts no row when the file cannot be written', async () => {
    const files = t.app.ctx.files;
    const put = files.put;
    files.put = async () => {
      throw new Error('disk full');
    };
    try {
      const before = await documentCount();
      const res = await upload(A(), { idDocumentType: 61, idProposal: incomplete }, SAMPLE_UPLOADS.png);
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe(apiMessages.serverError);
      expect(await documentCount()).toBe(before);
    } finally {
      files.put = put;
    }
  });
});

describe('GET /api/document/{id}: streaming to those who may see the proposal', () => {
  let idDocument: number;
  beforeAll(async () => {
    const [row] = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.idProposal, complete))
      .limit(1);
    idDocument = row!.idDocument;
  });

  it('streams a demo document with its type and the headers of a stored file', async () => {
    const res = await get(`/api/document/${idDocument}`, A());
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="dokumen-${idDocument}.pdf"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'x-frame-options': 'SAMEORIGIN',
    });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });

  it.each([
    ['the lead verifier of the programme', LEAD_VERIFIER],
    ['an assessor of the programme', ASSESSOR],
    ['the super admin', SUPER_ADMIN],
  ])('lets %s read it', async (_, headers) => {
    expect((await get(`/api/document/${idDocument}`, headers())).statusCode).toBe(200);
  });

  it('answers 404 to another applicant, 401 to nobody, 404 for an unknown id', async () => {
    const other = await get(`/api/document/${idDocument}`, B());
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(documentMessages.notFound);
    expect((await get(`/api/document/download/${idDocument}`, B())).statusCode).toBe(404);
    expect((await get(`/api/document/${idDocument}`)).statusCode).toBe(401);
    expect((await get('/api/document/2147483647', A())).statusCode).toBe(404);
  });

  it('shows a person’s KTP to staff of a proposal made for them, not to another applicant nor to their recommender', async () => {
    const [ktp] = await t.database.db
      .select()
      .from(documents)
      .where(
        and(
          eq(documents.idUser, idUserOf['ARN101-10001']!),
          eq(documents.idDocumentType, 2),
          isNull(documents.idProposal),
        ),
      );
    const own = await get(`/api/document/${ktp!.idDocument}`, A());
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect((await get(`/api/document/${ktp!.idDocument}`, LEAD_VERIFIER())).statusCode).toBe(200);
    expect((await get(`/api/document/${ktp!.idDocument}`, B())).statusCode).toBe(404);
    // Naming a member as recipient takes only their NIP and WhatsApp number: it must not open their
    // ID card. The recommender sees the KTP in the proposal's list (it counts), not the image.
    expect((await get(`/api/document/${ktp!.idDocument}`, RECOMMENDER())).statusCode).toBe(404);
    expect((await get(`/api/document/download/${ktp!.idDocument}`, RECOMMENDER())).statusCode).toBe(404);
  });

  it('answers 404, not 500, when the row’s file is missing from the store', async () => {
    const [row] = await t.database.db
      .insert(documents)
      .values({
        idDocumentType: 61,
        idUser: idUserOf['ARN101-10001']!,
        idProposal: incomplete,
        extension: 'pdf',
        contentType: 'application/pdf',
        size: 10,
        storageKey: newStorageKey('documents', 'pdf'),
      })
      .returning();
    expect((await get(`/api/document/${row!.idDocument}`, A())).statusCode).toBe(404);
  });

  it('streams a verifier’s file (GET /api/document-verification/{id}) to those who may see the proposal', async () => {
    const bytes = samplePng();
    const storageKey = newStorageKey('verifications', 'png');
    await t.app.ctx.files.put(storageKey, bytes, 'image/png');
    const [row] = await t.database.db
      .insert(documentVerifications)
      .values({
        idProposal: complete,
        idVerificator: idUserOf['ARN101-10004']!,
        idDocumentType: 61,
        extension: 'png',
        contentType: 'image/png',
        size: bytes.length,
        storageKey,
      })
      .returning();
    const url = `/api/document-verification/${row!.idDocumentVerification}`;
    const res = await get(url, A());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="dokumen-${row!.idDocumentVerification}.png"`,
    );
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect((await get(url, LEAD_VERIFIER())).statusCode).toBe(200);
    expect((await get(url, B())).statusCode).toBe(404);
  });
});

describe('document lists', () => {
  it('GET /api/document/user/{type}: the caller’s own current documents of a type', async () => {
    const res = await get('/api/document/user/2', A());
    expect(res.statusCode).toBe(200);
    // The person's own KTP, and the copies the demo attached to proposals.
    expect(res.json().data).toContainEqual(expect.objectContaining({ idDocumentType: 2, idProposal: null }));
    for (const document of res.json().data) {
      expect(document).toMatchObject({ idDocumentType: 2, idUser: idUserOf['ARN101-10001'], removed: false });
    }
    // B's holds her own KTP only (uploaded when she opened the home tiles), none of A's.
    const ofB = (await get('/api/document/user/2', B())).json().data;
    expect(ofB).toHaveLength(1);
    expect(ofB[0]).toMatchObject({ idUser: idUserOf['ART101-10002'], idProposal: null, removed: false });
  });

  it('GET /api/document/user/{idUser}/{type}: the person, or staff who may see a proposal for them', async () => {
    const url = `/api/document/user/${idUserOf['ARN101-10001']}/6`;
    const own = (await get(url, A())).json().data;
    expect(own.length).toBeGreaterThan(0);
    expect((await get(url, LEAD_VERIFIER())).json().data).toEqual(own);
    expect((await get(url, B())).statusCode).toBe(404);
  });

  it('GET /api/documents/proposal/{id}: every version of the proposal’s documents and the recipient’s KTP and KK', async () => {
    const res = await get(`/api/documents/proposal/${complete}`, A());
    expect(res.statusCode).toBe(200);
    const types = res.json().data.map((d: { idDocumentType: number }) => d.idDocumentType);
    expect(types).toEqual(expect.arrayContaining([2, 6, 7, 60, 61, 84]));
    const times = res.json().data.map((d: { createdAt: string }) => d.createdAt);
    expect([...times].sort()).toEqual(times);
    expect((await get(`/api/documents/proposal/${complete}`, LEAD_VERIFIER())).statusCode).toBe(200);
    const other = await get(`/api/documents/proposal/${complete}`, B());
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(proposalMessages.notFound);
  });
});

describe('review, versions and documentComplete', () => {
  const review = (idDocument: number, headers: Headers | undefined, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/document/${idDocument}/review`, headers, payload });

  async function documentOf(idProposal: number, idDocumentType: number) {
    const [row] = await t.database.db
      .select()
      .from(documents)
      .where(and(eq(documents.idProposal, idProposal), eq(documents.idDocumentType, idDocumentType)));
    return row!;
  }

  it('"Perlu unggah ulang" makes the proposal incomplete; a new version replacing it completes it again', async () => {
    expect(await documentComplete(complete)).toBe(true);
    const old = await documentOf(complete, 60);
    const asked = await review(old.idDocument, LEAD_VERIFIER(), {
      reviewStatus: 'REUPLOAD',
      reviewReason: 'Foto buram',
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ reviewStatus: 'REUPLOAD', reviewReason: 'Foto buram' });
    expect(asked.json().reviewedAt).not.toBeNull();
    expect(await documentComplete(complete)).toBe(false);
    // The home list says so.
    const list = (await get('/api/proposals/referer/1/50', A())).json();
    expect(list.data.find((p: { idProposal: number }) => p.idProposal === complete).documentComplete).toBe(
      false,
    );

    // A second file without naming the version it replaces is not needed: the asked-for one no longer counts.
    const again = await upload(
      A(),
      { idDocumentType: 60, idProposal: complete, idDocumentReplaced: old.idDocument },
      SAMPLE_UPLOADS.pdf,
    );
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ idDocumentReplaced: old.idDocument, reviewStatus: 'PENDING' });
    expect(await documentComplete(complete)).toBe(true);
    // The old version stays readable, with its review.
    const versions = (await get(`/api/documents/proposal/${complete}`, A())).json().data;
    expect(versions.find((d: { idDocument: number }) => d.idDocument === old.idDocument)).toMatchObject({
      reviewStatus: 'REUPLOAD',
      reviewReason: 'Foto buram',
    });
    expect((await get(`/api/document/${old.idDocument}`, A())).statusCode).toBe(200);
    // It was replaced once: replacing it again is refused.
    const twice = await upload(
      A(),
      { idDocumentType: 60, idProposal: complete, idDocumentReplaced: old.idDocument },
      SAMPLE_UPLOADS.pdf,
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(documentMessages.notCurrent);
  });

  it('an accepted version is locked: not replaced, not removed', async () => {
    const accepted = await documentOf(complete, 84);
    const res = await review(accepted.idDocument, SUPER_ADMIN(), { reviewStatus: 'ACCEPTED' });
    expect(res.statusCode).toBe(200);
    expect(res.json().reviewStatus).toBe('ACCEPTED');
    expect(await documentComplete(complete)).toBe(true);
    const replace = await upload(
      A(),
      { idDocumentType: 84, idProposal: complete, idDocumentReplaced: accepted.idDocument },
      SAMPLE_UPLOADS.pdf,
    );
    expect(replace.statusCode).toBe(409);
    expect(replace.json().message).toBe(documentMessages.locked);
  });

  it('replaces a version staff have not accepted, even once the proposal’s documents are complete (issue 32)', async () => {
    // A's proposal on programme 4 (field visit): complete, and no other test here touches it.
    const [armalah] = await t.database.db
      .select({ idProposal: proposals.idProposal })
      .from(proposals)
      .innerJoin(referrers, eq(referrers.idReferrer, proposals.idReferrer))
      .where(and(eq(referrers.idUser, idUserOf['ARN101-10001']!), eq(proposals.idProgram, 4)));
    const idProposal = armalah!.idProposal;
    expect(await documentComplete(idProposal)).toBe(true);
    // Its "Surat Keterangan Tidak Mampu" (type 7, one file), pending.
    const pending = await documentOf(idProposal, 7);
    expect(pending.reviewStatus).toBe('PENDING');
    const fields = { idDocumentType: 7, idProposal };
    const replaced = await upload(
      A(),
      { ...fields, idDocumentReplaced: pending.idDocument },
      SAMPLE_UPLOADS.pdf,
    );
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect(replaced.json()).toMatchObject({
      idDocumentReplaced: pending.idDocument,
      reviewStatus: 'PENDING',
    });
    expect(await documentComplete(idProposal)).toBe(true);
    // A second file beside it, replacing nothing, is still refused: the slot takes one file.
    const beside = await upload(A(), fields, SAMPLE_UPLOADS.pdf);
    expect(beside.statusCode).toBe(409);
    expect(beside.json().message).toBe(documentMessages.onlyOneFile);
    // Once staff accept the new version, it is kept as it is.
    const idDocument = replaced.json().idDocument;
    expect((await review(idDocument, LEAD_VERIFIER(), { reviewStatus: 'ACCEPTED' })).statusCode).toBe(200);
    const again = await upload(A(), { ...fields, idDocumentReplaced: idDocument }, SAMPLE_UPLOADS.pdf);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(documentMessages.locked);
  });

  it('needs a reason to ask for a new upload; only staff of the programme review (403), others 404', async () => {
    const document = await documentOf(complete, 7);
    const noReason = await review(document.idDocument, LEAD_VERIFIER(), { reviewStatus: 'REUPLOAD' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(documentMessages.reasonRequired);
    expect((await review(document.idDocument, A(), { reviewStatus: 'ACCEPTED' })).statusCode).toBe(403);
    expect((await review(document.idDocument, B(), { reviewStatus: 'ACCEPTED' })).statusCode).toBe(404);
    expect((await review(document.idDocument, undefined, { reviewStatus: 'ACCEPTED' })).statusCode).toBe(401);
  });

  it('a KTP asked to be uploaded again no longer opens the home tiles, nor counts for the proposals', async () => {
    const idProposal = await proposalOfB();
    // B uploaded her own KTP and KK (201 each) when she opened the home tiles (beforeAll).
    const [ktp] = (await get('/api/document/user/2', B()))
      .json()
      .data.filter((d: { idProposal: number | null }) => d.idProposal === null);
    for (const idDocumentType of [7, 60, 61, 84, 19]) {
      const file = idDocumentType === 61 ? SAMPLE_UPLOADS.jpg : SAMPLE_UPLOADS.pdf;
      expect((await upload(B(), { idDocumentType, idProposal }, file)).statusCode).toBe(201);
    }
    expect((await get('/api/user', B())).json().homeDocumentTypes).toEqual([2, 6]);
    expect(await documentComplete(idProposal)).toBe(true);

    const res = await review(ktp.idDocument, LEAD_VERIFIER(), {
      reviewStatus: 'REUPLOAD',
      reviewReason: 'KTP tidak terbaca',
    });
    expect(res.statusCode).toBe(200);
    expect((await get('/api/user', B())).json().homeDocumentTypes).toEqual([6]);
    expect(await documentComplete(idProposal)).toBe(false);

    const replaced = await upload(
      B(),
      { idDocumentType: 2, idDocumentReplaced: ktp.idDocument },
      SAMPLE_UPLOADS.jpg,
    );
    expect(replaced.statusCode).toBe(201);
    expect(replaced.json()).toMatchObject({ idProposal: null, idDocumentReplaced: ktp.idDocument });
    expect((await get('/api/user', B())).json().homeDocumentTypes).toEqual([2, 6]);
    expect(await documentComplete(idProposal)).toBe(true);
  });
});

describe('DELETE /api/document/{id}', () => {
  const remove = (idDocument: number, headers?: Headers) =>
    t.app.inject({ method: 'DELETE', url: `/api/document/${idDocument}`, headers });

  it('lets the uploader remove a version of an incomplete proposal; it stays in the history', async () => {
    const created = (
      await upload(A(), { idDocumentType: 20, idProposal: incomplete }, SAMPLE_UPLOADS.jpg)
    ).json();
    expect((await remove(created.idDocument, B())).statusCode).toBe(404);
    expect((await remove(created.idDocument, SUPER_ADMIN())).statusCode).toBe(403);
    const res = await remove(created.idDocument, A());
    expect(res.statusCode).toBe(204);
    const versions = (await get(`/api/documents/proposal/${incomplete}`, A())).json().data;
    expect(versions.find((d: { idDocument: number }) => d.idDocument === created.idDocument).removed).toBe(
      true,
    );
    expect((await remove(created.idDocument, A())).statusCode).toBe(404);
  });

  it('refuses once the proposal is complete (409)', async () => {
    expect(await documentComplete(complete)).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(documents)
      .where(and(eq(documents.idProposal, complete), eq(documents.idDocumentType, 61)));
    const res = await remove(row!.idDocument, A());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(documentMessages.completeLocked);
  });

  it('removing a person’s KTP makes the proposals made for them incomplete', async () => {
    const idProposal = await proposalOfB();
    const personDocument = async (idDocumentType: number) =>
      (await get(`/api/document/user/${idDocumentType}`, B()))
        .json()
        .data.find((d: { idProposal: number | null }) => d.idProposal === null) ??
      (await upload(B(), { idDocumentType }, SAMPLE_UPLOADS.png)).json();
    const ktp = await personDocument(2);
    await personDocument(6);
    for (const idDocumentType of [7, 60, 61, 84, 19]) {
      const file = idDocumentType === 61 ? SAMPLE_UPLOADS.jpg : SAMPLE_UPLOADS.pdf;
      expect((await upload(B(), { idDocumentType, idProposal }, file)).statusCode).toBe(201);
    }
    expect(await documentComplete(idProposal)).toBe(true);
    expect((await remove(ktp.idDocument, B())).statusCode).toBe(204);
    expect(await documentComplete(idProposal)).toBe(false);
  });
});

describe('POST /api/proposal/batch takes the draft’s uploads and the documents step’s', () => {
  it('attaches the draft’s uploads and the caller’s unattached ones named in { idDocuments }, and nothing else', async () => {
    const db = t.database.db;
    // B removed her KTP above, which closes "Ajukan Bantuan" again: she uploads a new one first.
    if (!(await get('/api/user', B())).json().homeDocumentTypes.includes(2))
      expect((await upload(B(), { idDocumentType: 2 }, SAMPLE_UPLOADS.png)).statusCode).toBe(201);
    const b = (await db.select().from(users).where(eq(users.nip, 'ART101-10002')))[0]!;
    const sections: Record<string, unknown> = await sectionsFor(
      db,
      4,
      wizardSections(b, { self: true, idBank: 1 }),
    );
    // For a neighbour: B's own proposal on programme 4 (proposalOfB, above) is still running.
    const reference = sections.reference as Record<string, unknown>;
    for (const key of ['idUser', 'nip', 'idCardNumber', 'idRelationshipWithReference']) delete reference[key];
    Object.assign(reference, { isSantri: false, fullName: 'Umi Kalsum', whatsappNumber: '6285700000069' });
    Object.assign(sections.referrer as object, { idRelationshipWithReference: 6, distanceWithReference: 5 });
    const idTempProposal = await draftOf(B(), 4, JSON.stringify(sections));
    const mine = (await upload(B(), { idDocumentType: 7, idTempProposal }, SAMPLE_UPLOADS.pdf)).json();
    const mineToo = (await upload(B(), { idDocumentType: 61, idTempProposal }, SAMPLE_UPLOADS.jpg)).json();
    // An upload of B's from before drafts kept them (no proposal, no draft): the step names it.
    const [older] = await db
      .insert(documents)
      .values({
        idDocumentType: 60,
        idUser: b.idUser,
        extension: 'pdf',
        contentType: 'application/pdf',
        size: 1,
        storageKey: newStorageKey('documents', 'pdf'),
      })
      .returning();
    // A's upload, kept with A's own draft: named in B's step, it stays where it is.
    const notMine = (
      await upload(A(), { idDocumentType: 7, idTempProposal: await draftOf(A(), 4) }, SAMPLE_UPLOADS.pdf)
    ).json();
    // B's own photo (a person's document): it stays hers, whichever proposal names it.
    const photo = await upload(B(), { idDocumentType: 1 }, SAMPLE_UPLOADS.png);
    expect(photo.statusCode, photo.body).toBe(201);
    sections.documents = {
      idDocuments: [older!.idDocument, notMine.idDocument, photo.json().idDocument],
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/proposal/batch',
      headers: B(),
      payload: [{ idProgram: 4, idTempProposal, submissionKey: randomUUID(), sections }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const [{ idProposal }] = res.json();
    const attached = (await get(`/api/documents/proposal/${idProposal}`, B())).json().data;
    const ids = idsOf(attached);
    expect(ids).toEqual(expect.arrayContaining([mine.idDocument, mineToo.idDocument, older!.idDocument]));
    expect(ids).not.toContain(notMine.idDocument);
    const rows = await db
      .select()
      .from(documents)
      .where(inArray(documents.idDocument, [notMine.idDocument, photo.json().idDocument]));
    expect(rows.find((r) => r.idDocument === notMine.idDocument)).toMatchObject({
      idProposal: null,
      idTempProposal: notMine.idTempProposal,
    });
    expect(rows.find((r) => r.idDocument === photo.json().idDocument)).toMatchObject({
      idProposal: null,
      idPerson: b.idUser,
    });
    // Not every required type is there (84, 19 are missing): the server computed it.
    expect(await documentComplete(idProposal)).toBe(false);
  });
});

/** A proposal of programme 4 whose referrer and recipient is user B (written directly). */
async function proposalOfB(): Promise<number> {
  const db = t.database.db;
  const idUser = idUserOf['ART101-10002']!;
  const [reference] = await db.insert(references).values({ idUser }).returning();
  const [referrer] = await db.insert(referrers).values({ idUser }).returning();
  const [proposal] = await db
    .insert(proposals)
    .values({
      idProgram: 4,
      idReference: reference!.idReference,
      idReferrer: referrer!.idReferrer,
      idProposalStatus: 1,
    })
    .returning();
  return proposal!.idProposal;
}

/** The demo proposal the recommender made for A (programme 6): A is its recipient, not its referrer. */
async function proposalForA(): Promise<number> {
  const [row] = await t.database.db
    .select({ idProposal: proposals.idProposal })
    .from(proposals)
    .innerJoin(referrers, eq(referrers.idReferrer, proposals.idReferrer))
    .where(eq(referrers.idUser, idUserOf['ARN101-10003']!));
  return row!.idProposal;
}

/** A's own (unattached) current document of a person's type: the demo's KTP or KK. */
async function ownDocumentOfA(idDocumentType: number) {
  const list = (await get(`/api/document/user/${idDocumentType}`, A())).json().data;
  const own = list.filter((d: { idProposal: number | null }) => d.idProposal === null);
  expect(own).toHaveLength(1);
  return own[0] as { idDocument: number; idPerson: number | null };
}

describe('whose document it is: a recipient’s KTP and KK are hers (issue 31, item 3)', () => {
  /** A's wizard on programme 3 (it asks for KTP and KK) for a neighbour who is not a member. */
  async function neighbourWizard(whatsappNumber: string) {
    const db = t.database.db;
    const a = (await db.select().from(users).where(eq(users.nip, 'ARN101-10001')))[0]!;
    const sections: Record<string, unknown> = await sectionsFor(
      db,
      3,
      wizardSections(a, { self: false, idBank: 1 }),
    );
    const reference = sections.reference as Record<string, unknown>;
    for (const key of ['idUser', 'nip', 'idCardNumber', 'idRelationshipWithReference']) delete reference[key];
    Object.assign(reference, { isSantri: false, fullName: 'Rahmat Hidayat', whatsappNumber });
    const idTempProposal = await draftOf(A(), 3, JSON.stringify(sections));
    return { sections, idTempProposal };
  }

  it('takes the neighbour’s KTP into A’s draft (not his own KTP’s slot), and on submission it is the new proposal’s, about her', async () => {
    const ownKtpBefore = (await get('/api/document/user/2', A())).json().data;
    expect(ownKtpBefore.length).toBeGreaterThan(0);
    const { sections, idTempProposal } = await neighbourWizard('6285700000091');
    const ktp = await upload(A(), { idDocumentType: 2, idTempProposal }, SAMPLE_UPLOADS.png);
    // Before: 409 "Jenis dokumen ini hanya menerima satu dokumen" (the slot was A's own KTP's).
    expect(ktp.statusCode, ktp.body).toBe(201);
    expect(ktp.json()).toMatchObject({
      idDocumentType: 2,
      idUser: idUserOf['ARN101-10001'],
      idProposal: null,
      idTempProposal,
      idPerson: null,
    });
    const kk = await upload(A(), { idDocumentType: 6, idTempProposal }, SAMPLE_UPLOADS.pdf);
    expect(kk.statusCode, kk.body).toBe(201);
    const sktm = await upload(A(), { idDocumentType: 7, idTempProposal }, SAMPLE_UPLOADS.pdf);
    expect(sktm.statusCode, sktm.body).toBe(201);
    // One file for a single-file type, within the draft's slot.
    const twice = await upload(A(), { idDocumentType: 2, idTempProposal }, SAMPLE_UPLOADS.png);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(documentMessages.onlyOneFile);

    const kept = await get(`/api/documents/draft/${idTempProposal}`, A());
    expect(kept.statusCode).toBe(200);
    const uploaded = [ktp.json().idDocument, kk.json().idDocument, sktm.json().idDocument];
    expect(idsOf(kept.json().data)).toEqual(uploaded);
    // A draft's uploads are its author's alone.
    for (const headers of [B(), LEAD_VERIFIER(), SUPER_ADMIN()]) {
      const other = await get(`/api/documents/draft/${idTempProposal}`, headers);
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe(draftMessages.notFound);
      expect((await get(`/api/document/${ktp.json().idDocument}`, headers)).statusCode).toBe(404);
    }
    expect((await get(`/api/document/${ktp.json().idDocument}`, A())).statusCode).toBe(200);
    expect((await get('/api/document/user/2', A())).json().data).toEqual(ownKtpBefore);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/proposal/batch',
      headers: A(),
      payload: [{ idProgram: 3, idTempProposal, submissionKey: randomUUID(), sections }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const [{ idProposal }] = res.json();
    const [neighbour] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.whatsappNumber, '6285700000091'));
    expect(neighbour!.idUser).not.toBe(idUserOf['ARN101-10001']);
    const rows = await t.database.db.select().from(documents).where(inArray(documents.idDocument, uploaded));
    const row = (id: number) => rows.find((r) => r.idDocument === id);
    expect(row(ktp.json().idDocument)).toMatchObject({ idProposal, idPerson: neighbour!.idUser });
    expect(row(kk.json().idDocument)).toMatchObject({ idProposal, idPerson: neighbour!.idUser });
    expect(row(sktm.json().idDocument)).toMatchObject({ idProposal, idPerson: null });

    // The new proposal lists them; A's own KTP is unchanged, and his other proposals do not list hers.
    expect(idsOf((await get(`/api/documents/proposal/${idProposal}`, A())).json().data)).toEqual(
      expect.arrayContaining(uploaded),
    );
    expect((await get('/api/document/user/2', A())).json().data).toEqual(ownKtpBefore);
    for (const other of [complete, incomplete]) {
      const listed = idsOf((await get(`/api/documents/proposal/${other}`, A())).json().data);
      expect(listed).not.toContain(ktp.json().idDocument);
      expect(listed).not.toContain(kk.json().idDocument);
    }
    // The draft keeps nothing once it is sent.
    expect((await get(`/api/documents/draft/${idTempProposal}`, A())).json().data).toEqual([]);
  });

  it('puts a person’s document uploaded to a proposal in that proposal’s slot, about its recipient', async () => {
    const idProposal = await proposalForA();
    const ownKkBefore = (await get('/api/document/user/6', A())).json().data;
    const res = await upload(RECOMMENDER(), { idDocumentType: 6, idProposal }, SAMPLE_UPLOADS.pdf);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      idProposal,
      idTempProposal: null,
      idPerson: idUserOf['ARN101-10001'],
      idUser: idUserOf['ARN101-10003'],
    });
    // It is this proposal's, not A's own KK.
    expect((await get('/api/document/user/6', A())).json().data).toEqual(ownKkBefore);
    expect((await get(`/api/document/${res.json().idDocument}`, A())).statusCode).toBe(200);
  });

  it('takes an upload into a draft only from its author while it is DRAFTED (404 otherwise)', async () => {
    const [sent] = await t.database.db
      .select()
      .from(temporaryProposals)
      .where(
        and(
          eq(temporaryProposals.idUser, idUserOf['ARN101-10001']!),
          eq(temporaryProposals.status, 'SUBMITTED'),
        ),
      )
      .limit(1);
    const [inProgress] = await t.database.db
      .select()
      .from(temporaryProposals)
      .where(
        and(eq(temporaryProposals.idUser, idUserOf['ARN101-10001']!), eq(temporaryProposals.idProgram, 10)),
      );
    expect(inProgress!.status).toBe('DRAFTED');
    const refused = {
      statusCode: 404,
      message: draftMessages.notFound,
      errors: [{ path: 'idTempProposal', message: draftMessages.notFound }],
    };
    const others = await upload(
      B(),
      { idDocumentType: 7, idTempProposal: inProgress!.idTempProposal },
      SAMPLE_UPLOADS.pdf,
    );
    expect(others.statusCode).toBe(404);
    expect(others.json()).toEqual(refused);
    const done = await upload(
      A(),
      { idDocumentType: 7, idTempProposal: sent!.idTempProposal },
      SAMPLE_UPLOADS.pdf,
    );
    expect(done.statusCode).toBe(404);
    expect(done.json()).toEqual(refused);
  });

  it('keeps only a person’s own document types out of a proposal or draft (400 for the others)', async () => {
    const res = await upload(A(), { idDocumentType: 7 }, SAMPLE_UPLOADS.pdf);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: documentMessages.typeNotInProgram,
      errors: [{ path: 'idDocumentType', message: documentMessages.typeNotInProgram }],
    });
  });

  it('answers a replaced version the caller may not see exactly as one that does not exist', async () => {
    const [foreign] = await t.database.db
      .select()
      .from(documents)
      .where(and(eq(documents.idProposal, complete), eq(documents.idDocumentType, 7)));
    const ownKtp = await ownDocumentOfA(2);
    const refused = {
      statusCode: 404,
      message: documentMessages.notFound,
      errors: [{ path: 'idDocumentReplaced', message: documentMessages.notFound }],
    };
    const attempts: [number, number][] = [
      [7, foreign!.idDocument],
      [2, ownKtp.idDocument],
      [7, 2147483647],
    ];
    for (const [idDocumentType, idDocumentReplaced] of attempts) {
      const res = await upload(B(), { idDocumentType, idDocumentReplaced }, SAMPLE_UPLOADS.pdf);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(refused);
    }
    // Nor may the author of a proposal for A replace A's own KTP through it.
    const through = await upload(
      RECOMMENDER(),
      { idDocumentType: 2, idProposal: await proposalForA(), idDocumentReplaced: ownKtp.idDocument },
      SAMPLE_UPLOADS.pdf,
    );
    expect(through.statusCode).toBe(404);
    expect(through.json()).toEqual(refused);
  });

  it('lists a recipient’s own KTP and KK with a proposal for her to her and to staff, not to a referrer who is someone else', async () => {
    const idProposal = await proposalForA();
    const ownKtp = await ownDocumentOfA(2);
    const ownKk = await ownDocumentOfA(6);
    for (const headers of [A(), LEAD_VERIFIER(), SUPER_ADMIN()]) {
      const listed = idsOf((await get(`/api/documents/proposal/${idProposal}`, headers)).json().data);
      expect(listed).toEqual(expect.arrayContaining([ownKtp.idDocument, ownKk.idDocument]));
    }
    const byReferrer = await get(`/api/documents/proposal/${idProposal}`, RECOMMENDER());
    expect(byReferrer.statusCode).toBe(200);
    const listed = idsOf(byReferrer.json().data);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed).not.toContain(ownKtp.idDocument);
    expect(listed).not.toContain(ownKk.idDocument);
  });
});

describe('a change of a document refreshes only the proposals it counts for (issue 31, item 4)', () => {
  it('a review of A’s own KK reopens his open proposals that ask for it, not a decided one nor one that does not ask for it', async () => {
    const db = t.database.db;
    const idUser = idUserOf['ARN101-10001']!;
    // A's proposal on programme 4 is decided (8 Disetujui): nothing reopens it.
    const [decided] = await db
      .select({ idProposal: proposals.idProposal })
      .from(proposals)
      .innerJoin(referrers, eq(referrers.idReferrer, proposals.idReferrer))
      .where(and(eq(referrers.idUser, idUser), eq(proposals.idProgram, 4)));
    await db
      .update(proposals)
      .set({ idProposalStatus: 8 })
      .where(eq(proposals.idProposal, decided!.idProposal));
    expect(await documentComplete(decided!.idProposal)).toBe(true);
    // A proposal for A on programme 14, which does not ask for a KK: whatever it says stays.
    const [reference] = await db.insert(references).values({ idUser }).returning();
    const [referrer] = await db.insert(referrers).values({ idUser }).returning();
    const [unrelated] = await db
      .insert(proposals)
      .values({
        idProgram: 14,
        idReference: reference!.idReference,
        idReferrer: referrer!.idReferrer,
        idProposalStatus: 1,
        documentComplete: true,
      })
      .returning();
    expect(await documentComplete(complete)).toBe(true);

    const kk = await ownDocumentOfA(6);
    const asked = await t.app.inject({
      method: 'PATCH',
      url: `/api/document/${kk.idDocument}/review`,
      headers: LEAD_VERIFIER(),
      payload: { reviewStatus: 'REUPLOAD', reviewReason: 'KK tidak terbaca' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(await documentComplete(complete)).toBe(false);
    expect(await documentComplete(decided!.idProposal)).toBe(true);
    expect(await documentComplete(unrelated!.idProposal)).toBe(true);

    // A new version of his KK completes the open one again, and still leaves the others alone.
    const again = await upload(
      A(),
      { idDocumentType: 6, idDocumentReplaced: kk.idDocument },
      SAMPLE_UPLOADS.pdf,
    );
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ idPerson: idUser, idProposal: null, idTempProposal: null });
    expect(await documentComplete(complete)).toBe(true);
    expect(await documentComplete(decided!.idProposal)).toBe(true);
    expect(await documentComplete(unrelated!.idProposal)).toBe(true);
  });
});
