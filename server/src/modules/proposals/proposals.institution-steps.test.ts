import { proposalMessages } from '@amal/contract/proposals';
import { qurbanMessages } from '@amal/contract/qurban';
import { recipientMessages } from '@amal/contract/recipients';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposalSections, proposals } from '../../db/schema/index.ts';
import {
  createMember,
  createProgramme,
  type Member,
  type Sections,
  submissionOf,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 37 items 2, 5 and 6: the organisation questions, the recipients and the qurban request are
 * checked at submission by their contract schemas: absent or invalid, the proposal is refused with
 * the step's message and nothing is written.
 */
let t: TestApp;
let member: Member;
let idProgram: number;

beforeAll(async () => {
  t = await createTestApp();
  member = await createMember(t, { ready: true });
  idProgram = await createProgramme(t.database.db, {
    routes: ['reference', 'referrer', 'organization-question', 'recipients', 'qurban-request'],
  });
});
afterAll(() => t.close());

const submit = (payload: unknown[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/proposal/batch',
    headers: member.headers,
    payload: payload as object[],
  });

const proposalCount = async () => (await t.database.db.select({ n: count() }).from(proposals))[0]!.n;

const step = (s: Sections, route: string) => s[route] as Record<string, unknown>;

describe('POST /api/proposal/batch: organisation questions, recipients and qurban request (issue 37)', () => {
  it.each([
    [
      'the organisation questions left out',
      (s: Sections) => delete s['organization-question'],
      'sections.organization-question',
      proposalMessages.sectionMissing,
    ],
    [
      'a question unanswered',
      (s: Sections) => delete step(s, 'organization-question').qurbanOnTime,
      'sections.organization-question.qurbanOnTime',
      qurbanMessages.questionRequired,
    ],
    [
      'the recipients left out',
      (s: Sections) => delete s.recipients,
      'sections.recipients',
      proposalMessages.sectionMissing,
    ],
    [
      'no number of recipients',
      (s: Sections) => delete step(s, 'recipients').numberOfRecipient,
      'sections.recipients.numberOfRecipient',
      recipientMessages.numberOfRecipientRequired,
    ],
    [
      'a negative unit price',
      (s: Sections) => (step(s, 'recipients').priceForecast = -1),
      'sections.recipients.priceForecast',
      'Tidak boleh kurang dari 0',
    ],
    [
      'the qurban request left out',
      (s: Sections) => delete s['qurban-request'],
      'sections.qurban-request',
      proposalMessages.sectionMissing,
    ],
    [
      'no shopping deadline',
      (s: Sections) => delete step(s, 'qurban-request').shoppingDate,
      'sections.qurban-request.shoppingDate',
      qurbanMessages.shoppingDateRequired,
    ],
    [
      'an animal without its count',
      (s: Sections) =>
        delete (step(s, 'qurban-request').recipientDetails as Record<string, unknown>[])[1]!
          .numberOfSubmission,
      'sections.qurban-request.recipientDetails.1.numberOfSubmission',
      qurbanMessages.countRequired,
    ],
    [
      'an animal missing',
      (s: Sections) => (step(s, 'qurban-request').recipientDetails as unknown[]).pop(),
      'sections.qurban-request.recipientDetails',
      qurbanMessages.animalsIncomplete,
    ],
  ])('refuses %s with the message and writes nothing', async (_what, change, path, message) => {
    const item = await submissionOf(t, member, idProgram, change);
    const before = await proposalCount();
    const res = await submit([item]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toContainEqual({ path, message });
    expect(await proposalCount()).toBe(before);
  });

  it('accepts the three steps complete and stores them as the schemas read them', async () => {
    const item = await submissionOf(t, member, idProgram, (s) => {
      step(s, 'organization-question').salafiInstitution = 'false';
      step(s, 'recipients').idRecipientUnit = '';
    });
    const res = await submit([item]);
    expect(res.statusCode, res.body).toBe(201);
    const [{ idProposal }] = res.json();
    const rows = await t.database.db
      .select()
      .from(proposalSections)
      .where(eq(proposalSections.idProposal, idProposal));
    const data = (route: string) => {
      const row = rows.find((r) => r.route === route);
      return typeof row?.data === 'string' ? JSON.parse(row.data) : row?.data;
    };
    expect(data('organization-question')).toMatchObject({ salafiInstitution: false, qurbanOnTime: true });
    expect(data('recipients')).toEqual({ numberOfRecipient: 50, idRecipientUnit: 0, priceForecast: 35_000 });
    expect(data('qurban-request').recipientDetails).toHaveLength(3);
  });
});

describe('GET /api/config: the qurban campaign’s Hijri year (spec §9)', () => {
  it('is 1446 in production (NODE_ENV unset) and 1445 elsewhere', async () => {
    expect((await t.app.inject({ url: '/api/config' })).json().qurbanHijriYear).toBe(1446);
    const development = await createTestApp({ NODE_ENV: 'development' });
    try {
      expect((await development.app.inject({ url: '/api/config' })).json().qurbanHijriYear).toBe(1445);
    } finally {
      await development.close();
    }
  });
});
