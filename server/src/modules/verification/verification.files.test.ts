import { randomUUID } from 'node:crypto';
import { verificationMessages as messages } from '@amal/contract/verification';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTypes, programDocumentTypes, programProposalStatuses } from '../../db/schema/index.ts';
import { createStaff, type Member } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipart, SAMPLE_UPLOADS, type UploadFile } from '../../test/uploads.ts';
import { call, type Scene, scene } from './verification.fixtures.ts';

let t: TestApp;
let s: Scene;
let idDocumentType: number;
let superAdmin: Member;

const upload = (
  method: 'POST' | 'PATCH',
  fields: Record<string, string | number>,
  file?: UploadFile,
  caller = s.verifier,
) => {
  const body = multipart(fields, file);
  return t.app.inject({
    method,
    url: '/api/documentverification',
    headers: { ...caller.headers, ...body.headers },
    payload: body.payload,
  });
};

/** A multipart body with several image parts named `file`. */
function images(fields: Record<string, string | number>, files: UploadFile[]) {
  const boundary = `----amal${randomUUID().replaceAll('-', '')}`;
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  for (const file of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const handover = (files: UploadFile[], caller = s.verifier) => {
  const body = images({ idProposal: s.idProposal }, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/proposalverificator/handover',
    headers: { ...caller.headers, ...body.headers },
    payload: body.payload,
  });
};

beforeAll(async () => {
  t = await createTestApp();
  s = await scene(t, ['reference', 'documents']);
  const [type] = await t.database.db
    .select({ id: documentTypes.idDocumentType })
    .from(documentTypes)
    .where(sql`not ${documentTypes.fromUser} and 'image' = any(${documentTypes.accepts})`)
    .limit(1);
  idDocumentType = type!.id;
  await t.database.db.insert(programDocumentTypes).values({ idProgram: s.idProgram, idDocumentType });
  superAdmin = await createStaff(t, [{ idProgram: s.idProgram, idRole: 9 }]);
});
afterAll(() => t?.close());

describe('the verifier’s document photos (POST/PATCH /api/documentverification)', () => {
  it('refuses a missing file and a missing proposal, in Indonesian', async () => {
    const noFile = await upload('POST', { idProposal: s.idProposal, idDocumentType });
    expect(noFile.statusCode).toBe(400);
    const noProposal = await upload('POST', { idDocumentType }, SAMPLE_UPLOADS.png);
    expect(noProposal.json().errors).toContainEqual({ path: 'idProposal', message: 'Proposal harus diisi' });
  });

  it('stores a photo; the verifier reads it back; the section counts as verified; PATCH replaces it', async () => {
    const created = await upload('POST', { idProposal: s.idProposal, idDocumentType }, SAMPLE_UPLOADS.png);
    expect(created.statusCode, created.body).toBe(201);
    const { idDocumentVerification } = created.json();
    const file = await call(t, s.verifier, 'GET', `document-verification/${idDocumentVerification}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect((await call(t, s.lead, 'GET', `document-verification/${idDocumentVerification}`)).statusCode).toBe(
      200,
    );
    expect(
      (await call(t, s.stranger, 'GET', `document-verification/${idDocumentVerification}`)).statusCode,
    ).toBe(404);

    const view = (await call(t, s.verifier, 'GET', `proposal/verification/${s.idProposal}`)).json();
    expect(view.documents.map((d: { idDocumentVerification: number }) => d.idDocumentVerification)).toEqual([
      idDocumentVerification,
    ]);

    const replaced = await upload(
      'PATCH',
      { idProposal: s.idProposal, idDocumentType, idDocumentVerification },
      SAMPLE_UPLOADS.jpg,
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ idDocumentVerification, extension: 'jpg' });
  });

  it('the verifier opens the proposal’s own documents, not as a stranger', async () => {
    const body = multipart({ idProposal: s.idProposal, idDocumentType }, SAMPLE_UPLOADS.pdf);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/document/type',
      headers: { ...s.applicant.headers, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const view = (await call(t, s.verifier, 'GET', `proposal/verification/${s.idProposal}`)).json();
    const document = view.applicantDocuments.find(
      (d: { idDocument: number }) => d.idDocument === uploaded.json().idDocument,
    );
    expect(document).toMatchObject({ idDocumentType, extension: 'pdf' });
    expect((await call(t, s.verifier, 'GET', `document/${document.idDocument}`)).statusCode).toBe(200);
    expect((await call(t, s.stranger, 'GET', `document/${document.idDocument}`)).statusCode).toBe(404);
  });

  it('refuses a file of a kind the type does not take, and a stranger', async () => {
    const audio = await upload('POST', { idProposal: s.idProposal, idDocumentType }, SAMPLE_UPLOADS.mp3);
    expect(audio.statusCode).toBe(415);
    const stranger = await upload(
      'POST',
      { idProposal: s.idProposal, idDocumentType },
      SAMPLE_UPLOADS.png,
      s.stranger,
    );
    expect(stranger.statusCode).toBe(404);
  });
});

describe('the proof of handover', () => {
  it('is refused while the setting is off', async () => {
    const res = await handover([SAMPLE_UPLOADS.png]);
    expect([res.statusCode, res.json().message]).toEqual([409, messages.handoverOff]);
  });

  it('takes images only once on; lists and serves them to the verifier and the lead', async () => {
    const settings = (await call(t, superAdmin, 'GET', 'settings')).json();
    const saved = await call(t, superAdmin, 'PATCH', 'settings', { ...settings, handoverProof: true });
    expect(saved.statusCode, saved.body).toBe(200);

    const pdf = await handover([SAMPLE_UPLOADS.png, SAMPLE_UPLOADS.pdf]);
    expect([pdf.statusCode, pdf.json().message]).toEqual([400, messages.handoverImagesOnly]);
    const none = await handover([]);
    expect([none.statusCode, none.json().message]).toEqual([400, messages.handoverNeedsFile]);

    const sent = await handover([SAMPLE_UPLOADS.png, SAMPLE_UPLOADS.jpg]);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toHaveLength(2);
    expect(sent.json().data[0]).toMatchObject({ extension: 'png', uploadedBy: 'Verifikator Lapangan' });

    const list = await call(t, s.lead, 'GET', `proposalverificator/handover/proposal/${s.idProposal}`);
    expect(list.json().data).toHaveLength(2);
    const id = list.json().data[1].idHandoverEvidence;
    const file = await call(t, s.verifier, 'GET', `proposalverificator/handover/file/${id}`);
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect((await call(t, s.stranger, 'GET', `proposalverificator/handover/file/${id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(t, s.stranger, 'GET', `proposalverificator/handover/proposal/${s.idProposal}`)).statusCode,
    ).toBe(404);
  });
});

describe('the pretest', () => {
  it('is empty until recorded; refused on a programme without it; recorded where the flow has status 29', async () => {
    const empty = await call(t, s.verifier, 'GET', `reference/pretest/${s.idProposal}`);
    expect(empty.json()).toEqual({
      idProposal: s.idProposal,
      approved: null,
      note: null,
      approvedBy: null,
      updatedAt: null,
    });
    const refused = await call(t, s.verifier, 'POST', 'reference/pretest', {
      idProposal: s.idProposal,
      approved: true,
    });
    expect([refused.statusCode, refused.json().message]).toEqual([400, messages.notVerifiable]);

    await t.database.db
      .insert(programProposalStatuses)
      .values({ idProgram: s.idProgram, idProposalStatus: 29, order: 99 });
    const missing = await call(t, s.verifier, 'POST', 'reference/pretest', { idProposal: s.idProposal });
    expect(missing.json().errors).toContainEqual({ path: 'approved', message: 'Hasil pretest harus diisi' });
    const saved = await call(t, s.verifier, 'POST', 'reference/pretest', {
      idProposal: s.idProposal,
      approved: true,
      note: 'Hafalan lancar',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      approved: true,
      note: 'Hafalan lancar',
      approvedBy: 'Verifikator Lapangan',
    });
    const view = (await call(t, s.verifier, 'GET', `proposal/verification/${s.idProposal}`)).json();
    expect(view.pretest).toBe(true);
    expect((await call(t, s.stranger, 'GET', `reference/pretest/${s.idProposal}`)).statusCode).toBe(404);
  });
});
