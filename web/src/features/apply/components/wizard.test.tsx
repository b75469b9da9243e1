import { apiMessages } from '@amal/contract/api-messages';
import { HOME_LIST_ROWS } from '@amal/contract/constants';
import type { ProgramDetail, SectionProperty } from '@amal/contract/programs';
import { proposalMessages } from '@amal/contract/proposals';
import { notifications } from '@mantine/notifications';
import { focusManager, onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { proposalListsQueryKey } from '../../../lib/query-keys';
import { buildCurrentUser, buildProgramDetail, buildProgramSection } from '../../../test/builders';
import { calledRoutes, json, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { CONFIRM_TITLE, MISSING_TITLE, NOT_FILLED } from './review';
import { Wizard } from './wizard';

const prop = (overrides: Partial<SectionProperty>): SectionProperty => ({
  idSectionProperty: 1,
  columnname: 'x',
  label: 'X',
  type: 'text',
  valueType: 'string',
  required: false,
  enable: true,
  source: 'manual',
  options: null,
  lookup: null,
  idDocumentType: null,
  hint: null,
  order: 1,
  ...overrides,
});

const program: ProgramDetail = buildProgramDetail(
  {
    programSections: [
      buildProgramSection('skill', 1, 'Keterampilan', [
        prop({ columnname: 'businessAble', label: 'Keterampilan', type: 'textarea', required: true }),
        prop({
          idSectionProperty: 2,
          columnname: 'description',
          label: 'Rencana',
          type: 'textarea',
          required: true,
          order: 2,
        }),
      ]),
      buildProgramSection('requirement', 2, 'Persyaratan', [
        prop({
          columnname: 'accompanyVerifier',
          label: 'Saya setuju data dikelola',
          type: 'checkbox',
          valueType: 'boolean',
          required: true,
        }),
        prop({
          idSectionProperty: 2,
          columnname: 'poor',
          label: 'Saya Faqir/Miskin',
          type: 'checkbox',
          valueType: 'boolean',
          required: true,
          order: 2,
        }),
        prop({
          idSectionProperty: 3,
          columnname: 'noAssistance6Month',
          label: 'Tidak mengajukan 6 bulan',
          type: 'checkbox',
          valueType: 'boolean',
          required: true,
          order: 3,
        }),
      ]),
    ],
  },
  { idProgram: 10, name: 'Santunan Dhuafa' },
);

const draftResponse = (idTempProposal: number, data: string) => ({
  idTempProposal,
  idUser: 1,
  idProgram: 10,
  status: 'DRAFTED',
  data,
  updatedAt: '2026-06-01T00:00:00Z',
});

function routes(serverDraft: string | null = null) {
  return {
    'GET /api/temporaryproposal/program/10/DRAFTED': () =>
      json({ data: serverDraft ? [draftResponse(5, serverDraft)] : [], total: 0, page: 1, rows: 10 }),
    'POST /api/temporaryproposal': (request: { body: unknown }) =>
      json(draftResponse(5, (request.body as { data: string }).data), 201),
    'PATCH /api/temporaryproposal': (request: { body: unknown }) =>
      json(draftResponse(5, (request.body as { data: string }).data)),
    'POST /api/proposal/batch': () => json([{ idProposal: 77 }], 201),
  };
}

const renderWizard = (url = '/pengajuan-bantuan/10') =>
  renderWithProviders(<Wizard program={program} user={buildCurrentUser()} />, {
    url,
    path: '/pengajuan-bantuan/:idProgram',
  });

const WAIT = { timeout: 3000 };

/** The last step's "Simpan Data", then the review's "Kirim Pengajuan" and its confirmation. */
async function saveLastAndSend() {
  await userEvent.click(screen.getByRole('button', { name: 'Simpan Data' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Kirim Pengajuan' }, WAIT));
  const confirm = await screen.findByRole('dialog', { name: CONFIRM_TITLE });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Ya, Kirim' }));
}

describe('Wizard (spec §2 applicant wizard, §4 drafts)', () => {
  it('shows "Langkah n dari N"; a required property left empty says "Kolom ini wajib diisi"', async () => {
    mockFetch(routes());
    renderWizard();
    expect(await screen.findByText('Langkah 1 dari 2', undefined, WAIT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Data' }));
    expect(await screen.findAllByText('Kolom ini wajib diisi')).toHaveLength(2);
  });

  it('"Simpan Data" saves the step under its route (POST, in the browser too) and moves to ?section=2', async () => {
    const fetchMock = mockFetch(routes());
    const { router } = renderWizard();
    await userEvent.type(await screen.findByLabelText(/^Keterampilan/, undefined, WAIT), 'Menjahit');
    await userEvent.type(screen.getByLabelText(/^Rencana/), 'Membeli mesin jahit');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Data' }));
    await waitFor(() => expect(router.state.location.search).toBe('?section=2'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const body = JSON.parse(String(post?.[1]?.body));
    expect(JSON.parse(body.data)).toEqual({
      skill: { businessAble: 'Menjahit', description: 'Membeli mesin jahit' },
    });
    const stored = JSON.parse(window.localStorage.getItem('amal.draft.10') ?? '{}');
    expect(stored.data.skill.businessAble).toBe('Menjahit');
    expect(await screen.findByText('Langkah 2 dari 2')).toBeInTheDocument();
  });

  it('"Simpan Data" moving on is never drawn loading first: the step goes in the tap\'s one commit', async () => {
    mockFetch(routes());
    const { router } = renderWizard();
    await userEvent.type(await screen.findByLabelText(/^Keterampilan/, undefined, WAIT), 'Menjahit');
    await userEvent.type(screen.getByLabelText(/^Rencana/), 'Membeli mesin jahit');
    const save = screen.getByRole('button', { name: 'Simpan Data' });
    const drawnLoading: boolean[] = [];
    const watcher = new MutationObserver(() => drawnLoading.push(save.hasAttribute('data-loading')));
    watcher.observe(save, { attributes: true });
    await userEvent.click(save);
    await waitFor(() => expect(router.state.location.search).toBe('?section=2'));
    watcher.disconnect();
    expect(save.isConnected).toBe(false);
    expect(drawnLoading).not.toContain(true);
  });

  it('moves on before the server has the step; a save it refuses says "Terjadi kesalahan" and the next save sends it again', async () => {
    const shown = vi.spyOn(notifications, 'show');
    let refuse: ((response: Response) => void) | undefined;
    const served = routes();
    const fetchMock = mockFetch({
      ...served,
      'POST /api/temporaryproposal': (request) =>
        refuse
          ? served['POST /api/temporaryproposal'](request)
          : new Promise((resolve) => (refuse = resolve)),
    });
    const { router } = renderWizard();
    await userEvent.type(await screen.findByLabelText(/^Keterampilan/, undefined, WAIT), 'Menjahit');
    await userEvent.type(screen.getByLabelText(/^Rencana/), 'Membeli mesin jahit');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Data' }));
    // The server has not answered: the next step is already there.
    await waitFor(() => expect(router.state.location.search).toBe('?section=2'));
    expect(await screen.findByText('Langkah 2 dari 2')).toBeInTheDocument();
    refuse?.(json({ statusCode: 503, message: apiMessages.databaseUnavailable, errors: [] }, 503));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Terjadi kesalahan', message: apiMessages.databaseUnavailable }),
      ),
    );
    // The last step's save carries the refused step too, and the proposal goes out with both.
    for (const label of ['Saya setuju data dikelola', 'Saya Faqir/Miskin', 'Tidak mengajukan 6 bulan']) {
      await userEvent.click(screen.getByLabelText(label));
    }
    await saveLastAndSend();
    expect(await screen.findByRole('dialog', { name: proposalMessages.successTitle })).toBeInTheDocument();
    const saves = fetchMock.mock.calls.filter(([input]) => String(input) === '/api/temporaryproposal');
    // The refused POST made no draft: the retry is a POST again, with both steps.
    expect(saves.map(([, init]) => init?.method)).toEqual(['POST', 'POST']);
    const last = JSON.parse(JSON.parse(String(saves[1]?.[1]?.body)).data);
    expect(last).toMatchObject({
      skill: { businessAble: 'Menjahit', description: 'Membeli mesin jahit' },
      requirement: { poor: true },
    });
    const batch = fetchMock.mock.calls.find(([input]) => String(input) === '/api/proposal/batch');
    const [item] = JSON.parse(String(batch?.[1]?.body));
    expect(item.sections.skill).toEqual({ businessAble: 'Menjahit', description: 'Membeli mesin jahit' });
  });

  it('a step saved while the one before is still on its way waits for it, and PATCHes the draft it made', async () => {
    let answer: (() => void) | undefined;
    const served = routes();
    const fetchMock = mockFetch({
      ...served,
      'POST /api/temporaryproposal': (request) =>
        new Promise((resolve) => (answer = () => resolve(served['POST /api/temporaryproposal'](request)))),
    });
    renderWizard();
    await userEvent.type(await screen.findByLabelText(/^Keterampilan/, undefined, WAIT), 'Menjahit');
    await userEvent.type(screen.getByLabelText(/^Rencana/), 'Membeli mesin jahit');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Data' }));
    for (const label of ['Saya setuju data dikelola', 'Saya Faqir/Miskin', 'Tidak mengajukan 6 bulan']) {
      await userEvent.click(await screen.findByLabelText(label, undefined, WAIT));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Data' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Kirim Pengajuan' }, WAIT));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: CONFIRM_TITLE })).getByRole('button', {
        name: 'Ya, Kirim',
      }),
    );
    const saves = () => fetchMock.mock.calls.filter(([input]) => String(input) === '/api/temporaryproposal');
    // The second save has not left: it waits for the first, whose answer names the draft.
    expect(saves()).toHaveLength(1);
    answer?.();
    expect(await screen.findByRole('dialog', { name: proposalMessages.successTitle })).toBeInTheDocument();
    expect(saves().map(([, init]) => init?.method)).toEqual(['POST', 'PATCH']);
    expect(JSON.parse(String(saves()[1]?.[1]?.body))).toMatchObject({ idTempProposal: 5 });
  });

  it('reads the server draft once: the browser back online or the tab focused again does not read it over the steps', async () => {
    const fetchMock = mockFetch(routes());
    renderWizard();
    await userEvent.type(await screen.findByLabelText(/^Keterampilan/, undefined, WAIT), 'Menjahit');
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      calledRoutes(fetchMock).filter((route) => route.startsWith('GET /api/temporaryproposal')),
    ).toHaveLength(1);
    expect(screen.getByLabelText(/^Keterampilan/)).toHaveValue('Menjahit');
    focusManager.setFocused(undefined);
  });

  it("fetches the next step's lists while the member fills in this one, and that step does not fetch them again", async () => {
    const [skill] = program.programSections;
    const threeSteps = buildProgramDetail(
      {
        programSections: [
          skill!,
          buildProgramSection('activity', 2, 'Kegiatan', [
            prop({ columnname: 'idJob', label: 'Pekerjaan', type: 'select', lookup: 'jobs' }),
          ]),
          buildProgramSection('bank-account', 3, 'Rekening Bank', []),
        ],
      },
      { idProgram: 10, name: 'Santunan Dhuafa' },
    );
    const lists = { data: [{ idJob: 1, name: 'Petani' }], total: 1, page: 1, rows: 10 };
    const fetchMock = mockFetch({
      ...routes(),
      'GET /api/jobs': () => json(lists),
      'GET /api/banks': () => json({ ...lists, data: [{ idBank: 1, name: 'BSI' }] }),
    });
    const { router } = renderWithProviders(<Wizard program={threeSteps} user={buildCurrentUser()} />, {
      url: '/pengajuan-bantuan/10',
      path: '/pengajuan-bantuan/:idProgram',
    });
    const lookups = () => calledRoutes(fetchMock).filter((route) => /\/api\/(jobs|banks)$/.test(route));
    await userEvent.type(await screen.findByLabelText(/^Keterampilan/, undefined, WAIT), 'Menjahit');
    // Step 2's list, not step 3's: only the next step's.
    expect(lookups()).toEqual(['GET /api/jobs']);
    await userEvent.type(screen.getByLabelText(/^Rencana/), 'Membeli mesin jahit');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Data' }));
    await waitFor(() => expect(router.state.location.search).toBe('?section=2'));
    expect(await screen.findByLabelText('Pekerjaan')).toBeInTheDocument();
    await waitFor(() => expect(lookups()).toEqual(['GET /api/jobs', 'GET /api/banks']));
  });

  it('a step saved and left shows its saved values when the member comes back to it', async () => {
    mockFetch(routes());
    const { router } = renderWizard();
    await userEvent.type(await screen.findByLabelText(/^Keterampilan/, undefined, WAIT), 'Menjahit');
    await userEvent.type(screen.getByLabelText(/^Rencana/), 'Membeli mesin jahit');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Data' }));
    expect(await screen.findByText('Langkah 2 dari 2', undefined, WAIT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kembali ke Keterampilan' }));
    await waitFor(() => expect(router.state.location.search).toBe('?section=1'));
    expect(await screen.findByLabelText(/^Keterampilan/)).toHaveValue('Menjahit');
    expect(screen.getByLabelText(/^Rencana/)).toHaveValue('Membeli mesin jahit');
  });

  it('the first step has no way back; a later one goes back to the step before it', async () => {
    mockFetch(routes());
    const { router } = renderWizard('/pengajuan-bantuan/10?section=2');
    expect(await screen.findByText('Langkah 2 dari 2', undefined, WAIT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kembali ke Keterampilan' }));
    await waitFor(() => expect(router.state.location.search).toBe('?section=1'));
    expect(await screen.findByText('Langkah 1 dari 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Kembali ke/ })).not.toBeInTheDocument();
  });

  it('restores the browser copy over the server draft and PATCHes the server one', async () => {
    window.localStorage.setItem(
      'amal.draft.10',
      JSON.stringify({
        data: { skill: { businessAble: 'Dari browser', description: 'x' } },
        submissionKey: 'k',
      }),
    );
    const fetchMock = mockFetch(
      routes(JSON.stringify({ skill: { businessAble: 'Dari server', description: 'y' } })),
    );
    renderWizard();
    expect(await screen.findByDisplayValue('Dari browser', undefined, WAIT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Data' }));
    await waitFor(() => expect(calledRoutes(fetchMock)).toContain('PATCH /api/temporaryproposal'));
  });

  it('only logs an unparsable stored draft', async () => {
    window.localStorage.setItem('amal.draft.10', '{not json');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch(routes());
    renderWizard();
    expect(await screen.findByText('Langkah 1 dari 2', undefined, WAIT)).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('a broken requirement rule (programme 10: not poor) shows "Informasi" and blocks saving', async () => {
    const fetchMock = mockFetch(routes(JSON.stringify({ skill: { businessAble: 'a', description: 'b' } })));
    renderWizard('/pengajuan-bantuan/10?section=2');
    await userEvent.click(await screen.findByLabelText('Saya setuju data dikelola', undefined, WAIT));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Data' }));
    expect(await screen.findByRole('dialog', { name: 'Informasi' })).toHaveTextContent(
      'Program ini hanya ditujukan untuk Faqir/Miskin',
    );
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/proposal/batch');
    // "Tutup" closes it, and the next blocked save shows it again.
    await userEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Informasi' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Data' }));
    expect(await screen.findByRole('dialog', { name: 'Informasi' })).toHaveTextContent(
      'Program ini hanya ditujukan untuk Faqir/Miskin',
    );
  });

  it("the last step submits once with the draft's submission key and shows the success dialog", async () => {
    window.localStorage.setItem(
      'amal.draft.10',
      JSON.stringify({
        data: { skill: { businessAble: 'a', description: 'b' } },
        submissionKey: 'c3a1f0de-8d1b-4c52-9a3e-1b2c3d4e5f60',
      }),
    );
    const fetchMock = mockFetch(routes());
    const { queryClient } = renderWizard('/pengajuan-bantuan/10?section=2');
    // The home list as the member left it: it must show the new proposal on return (decision 0013).
    const homeList = [...proposalListsQueryKey, 'referer', 1, HOME_LIST_ROWS];
    queryClient.setQueryData(homeList, { data: [], total: 0, page: 1, rows: HOME_LIST_ROWS });
    for (const label of ['Saya setuju data dikelola', 'Saya Faqir/Miskin', 'Tidak mengajukan 6 bulan']) {
      await userEvent.click(await screen.findByLabelText(label, undefined, WAIT));
    }
    await saveLastAndSend();
    expect(await screen.findByRole('dialog', { name: proposalMessages.successTitle })).toHaveTextContent(
      proposalMessages.successWithProposal,
    );
    const batch = fetchMock.mock.calls.filter(([input]) => String(input) === '/api/proposal/batch');
    expect(batch).toHaveLength(1);
    const [item] = JSON.parse(String(batch[0]?.[1]?.body));
    expect(item).toMatchObject({
      idProgram: 10,
      idTempProposal: 5,
      submissionKey: 'c3a1f0de-8d1b-4c52-9a3e-1b2c3d4e5f60',
      sections: {
        skill: { businessAble: 'a', description: 'b' },
        requirement: { accompanyVerifier: true, poor: true },
      },
    });
    expect(window.localStorage.getItem('amal.draft.10')).toBeNull();
    expect(queryClient.getQueryState(homeList)?.isInvalidated).toBe(true);
  });

  it('"Kirim Pengajuan" is drawn loading, and cannot be pressed again, while the submission is on its way', async () => {
    window.localStorage.setItem(
      'amal.draft.10',
      JSON.stringify({ data: { skill: { businessAble: 'a', description: 'b' } }, submissionKey: 'k' }),
    );
    let answer: ((response: Response) => void) | undefined;
    const fetchMock = mockFetch({
      ...routes(),
      'POST /api/proposal/batch': () => new Promise((resolve) => (answer = resolve)),
    });
    renderWizard('/pengajuan-bantuan/10?section=2');
    for (const label of ['Saya setuju data dikelola', 'Saya Faqir/Miskin', 'Tidak mengajukan 6 bulan']) {
      await userEvent.click(await screen.findByLabelText(label, undefined, WAIT));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Data' }));
    const send = await screen.findByRole('button', { name: 'Kirim Pengajuan' }, WAIT);
    await userEvent.click(send);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: CONFIRM_TITLE })).getByRole('button', {
        name: 'Ya, Kirim',
      }),
    );
    await waitFor(() => expect(answer).toBeDefined());
    await waitFor(() => expect(send).toHaveAttribute('data-loading'));
    expect(send).toBeDisabled();
    answer?.(json([{ idProposal: 77 }], 201));
    expect(await screen.findByRole('dialog', { name: proposalMessages.successTitle })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([input]) => String(input) === '/api/proposal/batch')).toHaveLength(1);
  });
  it('the review names a step never saved and sends nothing until it is', async () => {
    window.localStorage.setItem('amal.draft.10', JSON.stringify({ data: {}, submissionKey: 'k' }));
    const fetchMock = mockFetch(routes());
    renderWizard('/pengajuan-bantuan/10?section=2');
    for (const label of ['Saya setuju data dikelola', 'Saya Faqir/Miskin', 'Tidak mengajukan 6 bulan']) {
      await userEvent.click(await screen.findByLabelText(label, undefined, WAIT));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Data' }));
    const skill = await screen.findByRole('region', { name: 'Keterampilan' }, WAIT);
    expect(skill).toHaveTextContent(NOT_FILLED);
    expect(screen.getByRole('alert')).toHaveTextContent(`${MISSING_TITLE}Keterampilan`);
    expect(screen.getByRole('button', { name: 'Kirim Pengajuan' })).toBeDisabled();
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/proposal/batch');
  });

  it('after the last step, a review lists every step with "Ubah" to ?section={order}; the confirm comes before the submit', async () => {
    window.localStorage.setItem(
      'amal.draft.10',
      JSON.stringify({
        data: { skill: { businessAble: 'Menjahit', description: 'Mesin' } },
        submissionKey: 'k',
      }),
    );
    const fetchMock = mockFetch(routes());
    const { router } = renderWizard('/pengajuan-bantuan/10?section=2');
    for (const label of ['Saya setuju data dikelola', 'Saya Faqir/Miskin', 'Tidak mengajukan 6 bulan']) {
      await userEvent.click(await screen.findByLabelText(label, undefined, WAIT));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Data' }));
    await waitFor(() => expect(router.state.location.search).toBe('?section=ringkasan'));
    const skill = await screen.findByRole('region', { name: 'Keterampilan' });
    expect(skill).toHaveTextContent('Menjahit');
    expect(within(skill).getByRole('link', { name: 'Ubah Keterampilan' })).toHaveAttribute(
      'href',
      '/pengajuan-bantuan/10?section=1',
    );
    const consent = screen.getByRole('region', { name: 'Persyaratan' });
    expect(consent).toHaveTextContent('Saya Faqir/Miskin');
    expect(within(consent).getByRole('link', { name: 'Ubah Persyaratan' })).toHaveAttribute(
      'href',
      '/pengajuan-bantuan/10?section=2',
    );
    // "Kirim Pengajuan" asks first; "Batalkan" sends nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Kirim Pengajuan' }));
    const confirm = await screen.findByRole('dialog', { name: CONFIRM_TITLE });
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/proposal/batch');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Batalkan' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CONFIRM_TITLE })).toBeNull());
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/proposal/batch');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim Pengajuan' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: CONFIRM_TITLE })).getByRole('button', {
        name: 'Ya, Kirim',
      }),
    );
    expect(await screen.findByRole('dialog', { name: proposalMessages.successTitle })).toBeInTheDocument();
    expect(calledRoutes(fetchMock)).toContain('POST /api/proposal/batch');
  });

  it('the sent wizard leaves the history: closing the success dialog replaces it with home', async () => {
    window.localStorage.setItem(
      'amal.draft.10',
      JSON.stringify({ data: { skill: { businessAble: 'a', description: 'b' } }, submissionKey: 'k' }),
    );
    mockFetch(routes());
    const { router } = renderWizard('/pengajuan-bantuan/10?section=2');
    for (const label of ['Saya setuju data dikelola', 'Saya Faqir/Miskin', 'Tidak mengajukan 6 bulan']) {
      await userEvent.click(await screen.findByLabelText(label, undefined, WAIT));
    }
    await saveLastAndSend();
    const sent = await screen.findByRole('dialog', { name: proposalMessages.successTitle });
    // Nothing of the wizard behind the dialog.
    expect(screen.queryByRole('button', { name: 'Kirim Pengajuan' })).toBeNull();
    await userEvent.click(within(sent).getByRole('button', { name: 'Kembali ke Beranda' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('what the member types and has not saved is kept in the browser and given back after a reload', async () => {
    mockFetch(routes());
    const first = renderWizard();
    await userEvent.type(await screen.findByLabelText(/^Keterampilan/, undefined, WAIT), 'Menjahit');
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('amal.draft.10.unsaved') ?? '{}')).toMatchObject({
        skill: { businessAble: 'Menjahit' },
      }),
    );
    first.unmount();
    renderWizard();
    expect(await screen.findByDisplayValue('Menjahit', undefined, WAIT)).toBeInTheDocument();
    // Saved, it is no longer "unsaved".
    await userEvent.type(screen.getByLabelText(/^Rencana/), 'Mesin');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Data' }));
    await waitFor(() => expect(window.localStorage.getItem('amal.draft.10.unsaved')).toBeNull());
  });
});
