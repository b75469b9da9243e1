import { programEditorMessages } from '@amal/contract/program-editor';
import {
  type ProgramImageKind,
  type ProgramImages,
  programImageMessages,
} from '@amal/contract/program-images';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, programs } from '../../db/schema/index.ts';
import { sampleJpeg, samplePng } from '../../lib/sample-files.ts';
import { createMember, createProgramme, createStaff, type Member } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipart, type UploadFile } from '../../test/uploads.ts';
import { storedKeyOf } from './program-editor.images.ts';

let t: TestApp;
let programX: number;
let programY: number;
let picX: Member;
let secretaryX: Member;
let picY: Member;
let member: Member;

/** A 1×1 lossless WEBP (the smallest well-formed one). */
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>alert(1)</script></svg>',
);
const PNG: UploadFile = { name: 'ikon.png', bytes: samplePng(), contentType: 'image/png' };
/** A PNG padded past `mb`: its bytes still say PNG, its size does not fit. */
const bigPng = (mb: number): UploadFile => ({
  name: 'besar.png',
  bytes: Buffer.concat([samplePng(), Buffer.alloc(mb * 1024 * 1024 + 1)]),
  contentType: 'image/png',
});

const upload = (caller: Member | null, idProgram: number, kind: ProgramImageKind, file?: UploadFile) => {
  const { payload, headers } = multipart({}, file);
  return t.app.inject({
    method: 'PUT',
    url: `/api/program/${idProgram}/${kind}`,
    headers: { ...(caller?.headers ?? {}), ...headers },
    payload,
  });
};
const remove = (caller: Member, idProgram: number, kind: ProgramImageKind) =>
  t.app.inject({ method: 'DELETE', url: `/api/program/${idProgram}/${kind}`, headers: caller.headers });
const read = (url: string, caller?: Member) => t.app.inject({ url, headers: caller?.headers ?? {} });

const imagesOf = async (idProgram: number) => {
  const [row] = await t.database.db
    .select({ icon: programs.icon, banner: programs.banner })
    .from(programs)
    .where(eq(programs.idProgram, idProgram));
  return row!;
};
const stored = async (value: string | null) => {
  const key = storedKeyOf(value);
  return key ? t.app.ctx.files.get(key) : null;
};
const imageAudits = async (idProgram: number) =>
  (
    await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'program.image'))
      .orderBy(desc(auditEvents.idAuditEvent))
  ).filter((row) => (row.after as ProgramImages).idProgram === idProgram);

beforeAll(async () => {
  t = await createTestApp();
  programX = await createProgramme(t.database.db, { name: 'Gambar X' });
  programY = await createProgramme(t.database.db, { name: 'Gambar Y' });
  picX = await createStaff(t, [{ idProgram: programX, idRole: 3 }]);
  secretaryX = await createStaff(t, [{ idProgram: programX, idRole: 4 }]);
  picY = await createStaff(t, [{ idProgram: programY, idRole: 3 }]);
  member = await createMember(t);
});

afterAll(() => t?.close());

describe("a programme's icon and banner (issue 36 item 5)", () => {
  it('stores an uploaded icon and serves its bytes to anyone, kept by caches; the audit keeps before and after', async () => {
    const res = await upload(picX, programX, 'icon', PNG);
    expect(res.statusCode, res.body).toBe(200);
    const images = res.json<ProgramImages>();
    expect(images).toEqual({
      idProgram: programX,
      icon: expect.stringMatching(new RegExp(`^/api/program/${programX}/icon/[0-9a-f-]{36}\\.png$`)),
      banner: null,
    });
    expect(await imagesOf(programX)).toEqual({ icon: images.icon, banner: null });

    for (const caller of [undefined, member]) {
      const file = await read(images.icon!, caller);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PNG.bytes as Buffer)).toBe(true);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-security-policy']).toContain("default-src 'none'");
    }

    const settings = await read(`/api/program/${programX}/settings`, picX);
    expect(settings.json().icon).toBe(images.icon);
    const [audit] = await imageAudits(programX);
    expect(audit).toMatchObject({
      idUser: picX.person.idUser,
      before: { idProgram: programX, icon: null, banner: null },
      after: images,
    });
  });

  it('replaces the icon: the old address and file are gone, the new one serves the new bytes', async () => {
    const old = (await imagesOf(programX)).icon;
    const res = await upload(picX, programX, 'icon', { name: 'foto.jpeg', bytes: sampleJpeg() });
    expect(res.statusCode, res.body).toBe(200);
    const icon = res.json<ProgramImages>().icon!;
    expect(icon).toMatch(/\.jpg$/);
    expect((await read(icon)).headers['content-type']).toBe('image/jpeg');
    expect((await read(old!)).statusCode).toBe(404);
    expect(await stored(old)).toBeNull();
  });

  it('takes a WEBP banner', async () => {
    const res = await upload(picX, programX, 'banner', { name: 'banner.webp', bytes: WEBP });
    expect(res.statusCode, res.body).toBe(200);
    const banner = res.json<ProgramImages>().banner!;
    const file = await read(banner);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.rawPayload.equals(WEBP)).toBe(true);
  });

  it.each([
    ['an SVG (it can carry script)', { name: 'ikon.svg', bytes: SVG, contentType: 'image/svg+xml' }],
    ['an SVG named as a PNG', { name: 'ikon.png', bytes: SVG, contentType: 'image/png' }],
    ['a PDF', { name: 'ikon.png', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') }],
  ])('refuses %s by its bytes (415) and changes nothing', async (_, file) => {
    const before = await imagesOf(programX);
    const audits = (await imageAudits(programX)).length;
    const res = await upload(picX, programX, 'icon', file);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      message: programImageMessages.unsupported,
      errors: [{ path: 'file', message: programImageMessages.unsupported }],
    });
    expect(await imagesOf(programX)).toEqual(before);
    expect((await imageAudits(programX)).length).toBe(audits);
  });

  it.each([
    ['icon', 1],
    ['banner', 2],
  ] as const)('refuses a %s over %i MB (413) with its limit, and changes nothing', async (kind, mb) => {
    const before = await imagesOf(programX);
    const res = await upload(picX, programX, kind, bigPng(mb));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(programImageMessages.tooLarge(kind));
    expect(await imagesOf(programX)).toEqual(before);
  });

  it("takes a banner over the icon's limit: each kind has its own", async () => {
    const res = await upload(picY, programY, 'banner', { ...bigPng(1), name: 'banner.png' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('asks for a file when none is sent, and for multipart when the body is not', async () => {
    const none = await upload(picX, programX, 'icon');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(programImageMessages.fileRequired);
    const empty = await upload(picX, programX, 'icon', { name: 'kosong.png', bytes: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(programImageMessages.empty);
    const json = await t.app.inject({
      method: 'PUT',
      url: `/api/program/${programX}/icon`,
      headers: picX.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it("refuses whoever may not edit the programme, as the editor's other routes do", async () => {
    const before = await imagesOf(programX);
    const otherAdmin = await upload(picY, programX, 'icon', PNG);
    expect(otherAdmin.statusCode).toBe(404);
    expect(otherAdmin.json().message).toBe(programEditorMessages.invalidProgram);
    expect((await upload(secretaryX, programX, 'icon', PNG)).statusCode).toBe(403);
    expect((await upload(member, programX, 'icon', PNG)).statusCode).toBe(403);
    expect((await upload(null, programX, 'icon', PNG)).statusCode).toBe(401);
    expect((await upload(picX, 999_999, 'icon', PNG)).statusCode).toBe(404);
    expect((await remove(picY, programX, 'icon')).statusCode).toBe(404);
    expect((await remove(secretaryX, programX, 'icon')).statusCode).toBe(403);
    expect(await imagesOf(programX)).toEqual(before);
  });

  it('removes an image back to none: its address answers 404 and its file is deleted', async () => {
    const { banner } = await imagesOf(programX);
    expect(banner).not.toBeNull();
    const res = await remove(picX, programX, 'banner');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ProgramImages>().banner).toBeNull();
    expect((await imagesOf(programX)).banner).toBeNull();
    expect((await read(banner!)).statusCode).toBe(404);
    expect(await stored(banner)).toBeNull();
    const [audit] = await imageAudits(programX);
    expect(audit).toMatchObject({ before: { banner }, after: { banner: null } });
    // Removing what is not there is no change, and no audit entry.
    const audits = (await imageAudits(programX)).length;
    expect((await remove(picX, programX, 'banner')).statusCode).toBe(200);
    expect((await imageAudits(programX)).length).toBe(audits);
  });

  it("keeps a seed programme's static path until an editor replaces or removes it", async () => {
    const db = t.database.db;
    await db
      .update(programs)
      .set({ icon: '/programs/santunan-dhuafa.svg', banner: '/programs/santunan-dhuafa-banner.svg' })
      .where(eq(programs.idProgram, programY));
    expect((await read(`/api/program/${programY}/settings`, picY)).json()).toMatchObject({
      icon: '/programs/santunan-dhuafa.svg',
    });
    const replaced = await upload(picY, programY, 'icon', PNG);
    expect(replaced.json<ProgramImages>()).toMatchObject({
      icon: expect.stringMatching(/^\/api\/program\//),
      banner: '/programs/santunan-dhuafa-banner.svg',
    });
    expect((await remove(picY, programY, 'banner')).json<ProgramImages>().banner).toBeNull();
    expect((await imagesOf(programY)).banner).toBeNull();
  });

  it("answers 404 for a file the programme does not name, and 400 for a name that is no image's", async () => {
    const { icon } = await imagesOf(programX);
    const fileName = icon!.split('/').pop()!;
    expect((await read(`/api/program/${programY}/icon/${fileName}`)).statusCode).toBe(404);
    expect((await read(`/api/program/${programX}/banner/${fileName}`)).statusCode).toBe(404);
    const bad = await read(`/api/program/${programX}/icon/..%2Fdocuments%2Fx.png`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(programImageMessages.invalidFileName);
  });
});
