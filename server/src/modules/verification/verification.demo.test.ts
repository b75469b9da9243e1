import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, memberAuth, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('the demo’s field verification task (seed)', () => {
  it('ARN101-10003 has a proposal to verify, assigned by ARN101-10004, with sections to verify', async () => {
    const headers = await memberAuth(t, 'ARN101-10003');
    const tasks = (await t.app.inject({ url: '/api/proposals/verifications', headers })).json().data;
    expect(tasks).toHaveLength(1);
    expect(tasks[0].sectionsToVerify).toBeGreaterThan(0);
    expect(tasks[0].sectionsLeft).toBe(tasks[0].sectionsToVerify);
    const view = await t.app.inject({ url: `/api/proposal/verification/${tasks[0].idProposal}`, headers });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().sections.length).toBe(tasks[0].sectionsToVerify);

    const lead = await memberAuth(t, 'ARN101-10004');
    const links = await t.app.inject({
      url: `/api/proposalverificator/proposal/${tasks[0].idProposal}`,
      headers: lead,
    });
    expect(links.json().data[0]).toMatchObject({
      verifier: { fullName: 'Budi Santoso' },
      assignedBy: 'Hasan Basri',
    });
  });
});
