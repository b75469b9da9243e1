import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  documents,
  outboxMessages,
  proposals,
  referrers,
  users,
} from '../../db/schema/index.ts';
import {
  createMember,
  createProgramme,
  createProposal,
  createStaff,
  type Member,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let pic: Member;
let leader: Member;
let guest: Member;
/** The demo applicant's proposal on programme 1, with documents. */
let demo: { idProposal: number; idUser: number; idDocument: number };

const PROGRAM_WITH_DOCUMENTS = 1;

beforeAll(async () => {
  t = await createTestApp();
  const roles = (idRole: number) => [{ idProgram: PROGRAM_WITH_DOCUMENTS, idRole }];
  pic = await createStaff(t, roles(3), { fullName: 'Petugas PIC' });
  leader = await createStaff(t, roles(5));
  guest = await createStaff(t, roles(15));
  const [row] = await t.database.db
    .select({ idProposal: proposals.idProposal, idUser: referrers.idUser })
    .from(proposals)
    .innerJoin(referrers, eq(referrers.idReferrer, proposals.idReferrer))
    .innerJoin(users, eq(users.idUser, referrers.idUser))
    .where(and(eq(users.nip, 'ARN101-10001'), eq(proposals.idProgram, PROGRAM_WITH_DOCUMENTS)));
  const [document] = await t.database.db
    .select({ idDocument: documents.idDocument })
    .from(documents)
    .where(eq(documents.idProposal, row!.idProposal))
    .orderBy(desc(documents.idDocument))
    .limit(1);
  demo = { ...row!, idDocument: document!.idDocument };
});

afterAll(() => t?.close());

const auditOf = async (member: Member, url: string) => t.app.inject({ url, headers: member.headers });

describe('the audit log', () => {
  it('records a document review and a staff read of the file, and those who read the audit see them', async () => {
    const review = await t.app.inject({
      method: 'PATCH',
      url: `/api/document/${demo.idDocument}/review`,
      headers: pic.headers,
      payload: { reviewStatus: 'ACCEPTED' },
    });
    expect(review.statusCode, review.body).toBe(200);
    const file = await t.app.inject({ url: `/api/document/${demo.idDocument}`, headers: pic.headers });
    expect(file.statusCode).toBe(200);

    const res = await auditOf(leader, `/api/audit/proposal/${demo.idProposal}`);
    expect(res.statusCode, res.body).toBe(200);
    const events = res.json().data;
    expect(events).toContainEqual(
      expect.objectContaining({
        by: 'Petugas PIC',
        action: 'document.review',
        after: expect.objectContaining({ idDocument: demo.idDocument, reviewStatus: 'ACCEPTED' }),
      }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        by: 'Petugas PIC',
        action: 'document.read',
        after: { idDocument: demo.idDocument },
      }),
    );
    const member = await auditOf(leader, `/api/audit/user/${demo.idUser}`);
    expect(member.json().data.map((e: { action: string }) => e.action)).toContain('document.review');
  });

  it('a member reading their own file leaves no audit row', async () => {
    const [before] = await t.database.db
      .$count(auditEvents, eq(auditEvents.action, 'document.read'))
      .then((n) => [n]);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/login/member',
      payload: { username: 'ARN101-10001', password: 'demo1234' },
    });
    const headers = { authorization: `Bearer ${own.json().accessToken}` };
    expect((await t.app.inject({ url: `/api/document/${demo.idDocument}`, headers })).statusCode).toBe(200);
    expect(await t.database.db.$count(auditEvents, eq(auditEvents.action, 'document.read'))).toBe(before);
  });

  it('staff without the audit capability are refused (403); the app cannot change a row', async () => {
    expect((await auditOf(pic, `/api/audit/proposal/${demo.idProposal}`)).statusCode).toBe(403);
    expect((await auditOf(pic, `/api/audit/user/${demo.idUser}`)).statusCode).toBe(404);
    const refused = await t.database.db.delete(auditEvents).catch((error: Error) => error);
    expect(String((refused as Error & { cause?: Error }).cause?.message)).toMatch(/append-only/);
  });
});

describe('the registration message (spec §7 /proposal/sendmessageregister/{id})', () => {
  it('is built with the number and a link, kept in the outbox once, and audited', async () => {
    const idProgram = await createProgramme(t.database.db, { name: 'Bantuan Uji Pesan' });
    const applicant = await createMember(t, { fullName: 'Siti Pemohon' });
    const idProposal = await createProposal(t.database.db, { applicant: applicant.person, idProgram });
    const staff = await createStaff(t, [{ idProgram, idRole: 4 }]);
    const first = await t.app.inject({
      url: `/api/proposal/sendmessageregister/${idProposal}`,
      headers: staff.headers,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      idProposal,
      whatsappNumber: applicant.person.whatsappNumber,
      sentAt: null,
      body: `Assalamu'alaikum Siti Pemohon, pengajuan bantuan Bantuan Uji Pesan Anda telah terdaftar dengan nomor ${idProposal}. Lihat perkembangannya di http://localhost:80/proposal/${idProposal}`,
    });
    const again = await t.app.inject({
      url: `/api/proposal/sendmessageregister/${idProposal}`,
      headers: staff.headers,
    });
    expect(again.json().idOutboxMessage).toBe(first.json().idOutboxMessage);
    expect(await t.database.db.$count(outboxMessages, eq(outboxMessages.idProposal, idProposal))).toBe(1);
    expect(
      await t.database.db.$count(
        auditEvents,
        and(eq(auditEvents.idProposal, idProposal), eq(auditEvents.action, 'proposal.registration-message')),
      ),
    ).toBe(1);
  });

  it('a guest may not record it', async () => {
    const res = await t.app.inject({
      url: `/api/proposal/sendmessageregister/${demo.idProposal}`,
      headers: guest.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});
