import type { VerificationView } from '@amal/contract/verification';
import { verificationMessages } from '@amal/contract/verification';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCurrentUser, buildProgramDetail, buildProgramSection } from '../../test/builders';
import { calledRoutes, json, type MockRequest, mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { VerificationFormRoute } from './verification-form';

type Section = VerificationView['sections'][number];

const saved = (idSection: number, route: string, data: unknown) => ({
  idVerificationSection: 100 + idSection,
  idSection,
  route,
  data,
  verifierName: 'Budi Santoso',
  updatedAt: '2026-11-28T03:00:00.000Z',
});

const section = (
  route: string,
  order: number,
  name: string,
  applicant: unknown,
  verification: Section['verification'] = null,
): Section => ({ idProgramSection: order, idSection: order, route, name, order, applicant, verification });

const view = (sections: Section[], overrides: Partial<VerificationView> = {}): VerificationView => ({
  idProposal: 7,
  name: 'Fatimah Azzahra',
  program: { idProgram: 10, name: 'Santunan Dhuafa', version: 1 },
  area: { province: 'Jawa Barat', regency: 'Kota Bandung', district: 'Bandung Wetan' },
  status: { idProposalStatus: 4, name: 'Verifikasi lapangan' },
  idProposalVerificator: 55,
  completedAt: null,
  sections,
  applicantDocuments: [],
  documents: [],
  visit: null,
  handoverEnabled: false,
  pretest: false,
  ...overrides,
});

const program = (sections: Section[]) =>
  buildProgramDetail(
    {
      programSections: sections.map((s) => ({
        ...buildProgramSection(s.route, s.order, s.name),
        needVerification: true,
      })),
    },
    { idProgram: 10, individual: false },
  );

const REQUIREMENT = section('requirement', 9, 'Persyaratan dan Persetujuan', {
  accompanyVerifier: true,
  poor: true,
});
const FAMILY = section('family', 3, 'Data Keluarga', {
  nomorKK: '3273010101200001',
  members: [{ idFamily: 1, name: 'Aisyah' }],
});
const INCOMES = section('incomes', 4, 'Pendapatan', [{ idIncomeType: 1, nominal: 1500000 }]);
const LOANS = section('loans', 7, 'Pinjaman', [{ creditor: 'Koperasi', nominal: 2000000, usage: 'Modal' }]);

function renderForm(
  sections: Section[],
  {
    search = '',
    routes = {},
    overrides = {},
  }: {
    search?: string;
    routes?: Parameters<typeof mockFetch>[0];
    overrides?: Partial<VerificationView>;
  } = {},
) {
  const fetchMock = mockFetch({
    'GET /api/user': () => json(buildCurrentUser({ idUser: 40, fullName: 'Budi Santoso' })),
    'GET /api/proposal/verification/7': () => json(view(sections, overrides)),
    'GET /api/program/10': () => json(program(sections)),
    ...routes,
  });
  renderWithProviders(<VerificationFormRoute />, {
    url: `/verifikasi/7/form-verifikasi${search}`,
    path: '/verifikasi/:idProposal/form-verifikasi',
  });
  return fetchMock;
}

const answer = async (group: string, choice: 'Ya' | 'Tidak') => {
  const radios = await screen.findByRole('radiogroup', { name: new RegExp(group) });
  await userEvent.click(within(radios).getByRole('radio', { name: choice }));
};

afterEach(() => window.localStorage.clear());

describe('/verifikasi/{id}/form-verifikasi: the sections', () => {
  it('lists each section with whether it is verified, and opens one by ?section={order}', async () => {
    renderForm([
      FAMILY,
      { ...REQUIREMENT, verification: saved(9, 'requirement', { approvalVerifications: true }) },
    ]);
    const nav = await screen.findByRole('navigation', { name: 'Bagian verifikasi' });
    const family = within(nav).getByRole('link', { name: /Data Keluarga/ });
    expect(family).toHaveTextContent(verificationMessages.notVerified);
    expect(family).toHaveAttribute('href', '/verifikasi/7/form-verifikasi?section=3');
    expect(within(nav).getByRole('link', { name: /Persyaratan/ })).toHaveTextContent(
      verificationMessages.verified,
    );
    expect(within(nav).getByRole('link', { name: /Data kunjungan/ })).toBeInTheDocument();
    expect(screen.getByText('1 dari 2 bagian belum diverifikasi')).toBeInTheDocument();
  });
});

describe('a section save (spec §7)', () => {
  it('POSTs the first save of a section, with the applicant’s other answers kept', async () => {
    const bodies: MockRequest[] = [];
    const fetchMock = renderForm([REQUIREMENT], {
      search: '?section=9',
      routes: {
        'POST /api/requirementverification': (request) => {
          bodies.push(request);
          return json(saved(9, 'requirement', request.body && (request.body as { data: unknown }).data));
        },
      },
    });
    await answer('Persetujuan verifikasi', 'Ya');
    await answer('mengelola data pribadi', 'Ya');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Verifikasi' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.body).toEqual({
      idProposal: 7,
      idSection: 9,
      data: { approvalVerifications: true, accompanyVerifier: true, poor: true },
    });
    expect(calledRoutes(fetchMock)).not.toContain('PATCH /api/requirementverification');
  });

  it('PATCHes a list section whose saved items carry ids, sending the ids back', async () => {
    const bodies: unknown[] = [];
    const verified = saved(7, 'loans', [
      { creditor: 'Koperasi', nominal: 2500000, usage: 'Modal', idVerificationItem: 31 },
    ]);
    renderForm([{ ...LOANS, verification: verified }], {
      search: '?section=7',
      routes: {
        'PATCH /api/loanverification/batch': (request) => {
          bodies.push(request.body);
          return json({ ...verified, updatedAt: '2026-11-28T04:00:00.000Z' });
        },
      },
    });
    // Prefilled with the verifier's version, not the applicant's.
    const creditor = await screen.findByRole('textbox', { name: /Pemberi pinjaman/ });
    expect(creditor).toHaveValue('Koperasi');
    expect(screen.getByRole('textbox', { name: 'Nominal' })).toHaveValue('Rp 2.500.000');
    await userEvent.clear(creditor);
    await userEvent.type(creditor, 'Bank Desa');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Verifikasi' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      idProposal: 7,
      idSection: 7,
      data: [{ creditor: 'Bank Desa', nominal: 2500000, idVerificationItem: 31 }],
    });
  });

  it('POSTs a list section that has no saved items yet', async () => {
    const bodies: unknown[] = [];
    renderForm([LOANS], {
      search: '?section=7',
      routes: {
        'POST /api/loanverification/batch': (request) => {
          bodies.push(request.body);
          return json(saved(7, 'loans', [{ creditor: 'Koperasi', idVerificationItem: 40 }]));
        },
      },
    });
    expect(await screen.findByRole('textbox', { name: /Pemberi pinjaman/ })).toHaveValue('Koperasi');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Verifikasi' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    const [item] = (bodies[0] as { data: Record<string, unknown>[] }).data;
    expect(item).not.toHaveProperty('idVerificationItem');
  });

  it('shows the server’s field errors', async () => {
    renderForm([REQUIREMENT], {
      search: '?section=9',
      routes: {
        'POST /api/requirementverification': () =>
          json(
            {
              statusCode: 400,
              message: 'Persetujuan verifikasi harus diisi',
              errors: [{ path: 'data.approvalVerifications', message: 'Persetujuan verifikasi harus diisi' }],
            },
            400,
          ),
      },
    });
    await answer('Persetujuan verifikasi', 'Tidak');
    await answer('mengelola data pribadi', 'Ya');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Verifikasi' }));
    const errors = await screen.findAllByText('Persetujuan verifikasi harus diisi');
    expect(errors.length).toBeGreaterThan(0);
  });
});

describe('incomes (spec §4, §8)', () => {
  it('waits for the family’s verification before showing the form', async () => {
    renderForm([FAMILY, INCOMES], { search: '?section=4' });
    expect(await screen.findByText(verificationMessages.incomeBeforeFamily)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Simpan Verifikasi' })).toBeNull();
  });

  it('asks before deleting a saved income, then deletes it', async () => {
    const deleted: string[] = [];
    const family = { ...FAMILY, verification: saved(3, 'family', FAMILY.applicant) };
    const incomes = {
      ...INCOMES,
      verification: saved(4, 'incomes', [
        { idIncomeType: 1, nominal: 1500000, idVerificationItem: 81 },
        { idIncomeType: 2, nominal: 500000, idVerificationItem: 82 },
      ]),
    };
    const left = saved(4, 'incomes', [{ idIncomeType: 1, nominal: 1500000, idVerificationItem: 81 }]);
    renderForm([family, incomes], {
      search: '?section=4',
      routes: {
        'DELETE /api/incomeverification/82': (request) => {
          deleted.push(request.path);
          return json(left);
        },
        'GET /api/proposal/verification/7': () =>
          json(view([family, { ...incomes, verification: deleted.length ? left : incomes.verification }])),
      },
    });
    const list = await screen.findByRole('heading', { name: 'Pendapatan tersimpan' });
    const card = list.closest('div')?.parentElement as HTMLElement;
    const buttons = within(card).getAllByRole('button', { name: /^Hapus/ });
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: verificationMessages.deleteIncomeConfirm });
    expect(
      within(dialog).getByRole('button', { name: verificationMessages.deleteIncomeNo }),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: verificationMessages.deleteIncomeYes }));
    await waitFor(() => expect(deleted).toEqual(['/api/incomeverification/82']));
    await waitFor(() => expect(within(card).getAllByRole('button', { name: /^Hapus/ })).toHaveLength(1));
  });

  it('"Batalkan" deletes nothing', async () => {
    const family = { ...FAMILY, verification: saved(3, 'family', FAMILY.applicant) };
    const incomes = {
      ...INCOMES,
      verification: saved(4, 'incomes', [{ idIncomeType: 1, nominal: 1500000, idVerificationItem: 81 }]),
    };
    const fetchMock = renderForm([family, incomes], { search: '?section=4' });
    await userEvent.click(await screen.findByRole('button', { name: /^Hapus/ }));
    const dialog = await screen.findByRole('dialog', { name: verificationMessages.deleteIncomeConfirm });
    await userEvent.click(within(dialog).getByRole('button', { name: verificationMessages.deleteIncomeNo }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calledRoutes(fetchMock).filter((r) => r.startsWith('DELETE'))).toEqual([]);
  });
});

describe('a save the network dropped (issue 35)', () => {
  it('keeps what was typed on the page and in the browser, and "Coba lagi" sends it', async () => {
    let online = false;
    const posts: unknown[] = [];
    renderForm([REQUIREMENT], {
      search: '?section=9',
      routes: {
        'POST /api/requirementverification': (request) => {
          posts.push(request.body);
          if (!online) throw new TypeError('Failed to fetch');
          return json(saved(9, 'requirement', (request.body as { data: unknown }).data));
        },
      },
    });
    await answer('Persetujuan verifikasi', 'Ya');
    await answer('mengelola data pribadi', 'Tidak');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Verifikasi' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(verificationMessages.offline);
    // On the page…
    const approval = screen.getByRole('radiogroup', { name: /Persetujuan verifikasi/ });
    expect(within(approval).getByRole('radio', { name: 'Ya' })).toBeChecked();
    // …and in the browser.
    const kept = JSON.parse(window.localStorage.getItem('amal.verification.7.9') ?? 'null');
    expect(kept.data).toMatchObject({ approvalVerifications: true, accompanyVerifier: false });

    online = true;
    await userEvent.click(within(alert).getByRole('button', { name: verificationMessages.retry }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]).toEqual(posts[0]);
    await waitFor(() => expect(screen.queryByText(verificationMessages.offline)).toBeNull());
    expect(window.localStorage.getItem('amal.verification.7.9')).toBeNull();
  });

  it('gives the kept values back after a reload, saying so', async () => {
    window.localStorage.setItem(
      'amal.verification.7.9',
      JSON.stringify({
        data: { approvalVerifications: false, accompanyVerifier: true },
        keptAt: '2026-11-28T03:00:00.000Z',
      }),
    );
    renderForm([REQUIREMENT], { search: '?section=9' });
    expect(await screen.findByText(verificationMessages.keptOnDevice)).toBeInTheDocument();
    const approval = screen.getByRole('radiogroup', { name: /Persetujuan verifikasi/ });
    expect(within(approval).getByRole('radio', { name: 'Tidak' })).toBeChecked();
  });
});

describe('completion', () => {
  it('shows the server’s message naming what is missing', async () => {
    renderForm([FAMILY, REQUIREMENT], {
      routes: {
        'POST /api/proposalverificator/completefieldverification': () =>
          json(
            {
              statusCode: 400,
              message: verificationMessages.missing(['Data Keluarga', 'Data kunjungan']),
              errors: [],
            },
            400,
          ),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: verificationMessages.completeButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Verifikasi belum lengkap: Data Keluarga, Data kunjungan belum disimpan',
    );
  });

  it('once completed, says so and offers no saves', async () => {
    renderForm([{ ...REQUIREMENT, verification: saved(9, 'requirement', { approvalVerifications: true }) }], {
      search: '?section=9',
      overrides: { completedAt: '2026-11-28T05:00:00.000Z' },
    });
    expect(await screen.findByText(verificationMessages.locked)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Simpan Verifikasi' })).toBeNull();
  });
});

describe('documents, handover and pretest', () => {
  it('uploads the verifier’s photo of a document as multipart, and "Selesai" goes back to the form', async () => {
    const uploads: FormData[] = [];
    const DOCUMENTS = section('documents', 13, 'Dokumen', null);
    const photo = {
      idDocumentVerification: 900,
      idDocumentType: 4,
      idDocument: 501,
      extension: 'jpg',
      createdAt: '2026-11-28T03:00:00.000Z',
    };
    const applicantDocuments = [{ idDocument: 501, idDocumentType: 4, typeName: 'SKTM', extension: 'pdf' }];
    renderForm([DOCUMENTS], {
      search: '?section=13',
      overrides: { applicantDocuments },
      routes: {
        'GET /api/proposal/verification/7': () =>
          json(view([DOCUMENTS], { applicantDocuments, documents: uploads.length ? [photo] : [] })),
        'POST /api/documentverification': (request) => {
          uploads.push(request.body as FormData);
          return json(photo, 201);
        },
      },
    });
    const input = (
      await screen.findByRole('button', { name: 'Foto / unggah SKTM' })
    ).parentElement?.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    await userEvent.upload(input, new File(['x'], 'sktm.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]?.get('idProposal')).toBe('7');
    expect(uploads[0]?.get('idDocumentType')).toBe('4');
    expect(uploads[0]?.get('idDocument')).toBe('501');
    expect(await screen.findByRole('link', { name: 'Foto verifikasi SKTM' })).toHaveAttribute(
      'href',
      '/api/document-verification/900',
    );
    expect(screen.getByRole('link', { name: verificationMessages.done })).toHaveAttribute(
      'href',
      '/verifikasi/7/form-verifikasi',
    );
  });

  it('offers the handover proof only when it is on, and lists what was sent', async () => {
    const sent = [
      {
        idHandoverEvidence: 12,
        idProposal: 7,
        extension: 'jpg',
        uploadedBy: 'Budi Santoso',
        createdAt: '2026-11-28T03:00:00.000Z',
      },
    ];
    renderForm([REQUIREMENT], {
      overrides: { handoverEnabled: true },
      routes: {
        'GET /api/proposalverificator/handover/proposal/7': () => json({ data: sent }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Bukti serah terima' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: verificationMessages.handoverButton })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /Bukti serah terima, 28 Nov 2026/ })).toHaveAttribute(
      'src',
      '/api/proposalverificator/handover/file/12',
    );
  });

  it('shows neither handover nor pretest when the proposal has them off', async () => {
    renderForm([REQUIREMENT]);
    await screen.findByRole('navigation', { name: 'Bagian verifikasi' });
    expect(screen.queryByRole('heading', { name: 'Bukti serah terima' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Pretest hafalan' })).toBeNull();
  });

  it('records the pretest when the programme has one', async () => {
    const bodies: unknown[] = [];
    const empty = { idProposal: 7, approved: null, note: null, approvedBy: null, updatedAt: null };
    renderForm([REQUIREMENT], {
      overrides: { pretest: true },
      routes: {
        'GET /api/reference/pretest/7': () => json(empty),
        'POST /api/reference/pretest': (request) => {
          bodies.push(request.body);
          return json({ ...empty, approved: true, updatedAt: '2026-11-28T03:00:00.000Z' });
        },
      },
    });
    await answer('Lulus pretest', 'Ya');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Pretest' }));
    await waitFor(() => expect(bodies).toEqual([{ idProposal: 7, approved: true }]));
  });
});

describe('the pretest through a dropped network', () => {
  it('keeps the answer in the browser, says so, and gives it back after a reload', async () => {
    const empty = { idProposal: 7, approved: null, note: null, approvedBy: null, updatedAt: null };
    const routes = {
      'GET /api/reference/pretest/7': () => json(empty),
      'POST /api/reference/pretest': () => {
        throw new TypeError('Failed to fetch');
      },
    };
    renderForm([REQUIREMENT], { overrides: { pretest: true }, routes });
    await answer('Lulus pretest', 'Tidak');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Pretest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(verificationMessages.offline);
    const kept = JSON.parse(window.localStorage.getItem('amal.verification.7.pretest') ?? 'null');
    expect(kept.data).toMatchObject({ idProposal: 7, approved: false });
    cleanup();

    renderForm([REQUIREMENT], { overrides: { pretest: true }, routes });
    expect(await screen.findByText(verificationMessages.keptOnDevice)).toBeInTheDocument();
    const approved = screen.getByRole('radiogroup', { name: /Lulus pretest/ });
    expect(within(approved).getByRole('radio', { name: 'Tidak' })).toBeChecked();
    window.localStorage.removeItem('amal.verification.7.pretest');
  });
});

describe('the visit record', () => {
  it('PATCHes the saved visit with its ids', async () => {
    const bodies: unknown[] = [];
    const visit = {
      idProposal: 7,
      idProposalVerificator: 55,
      idProposalVerificatorDetail: 70,
      verificationDate: '2026-11-27',
      distance: 12,
      travelTime: 30,
      travelMode: 'Sepeda motor' as const,
      reason: 'Sesuai jadwal',
      routineProgram: false,
      visitedDate: '2026-11-28',
      updatedAt: '2026-11-28T03:00:00.000Z',
    };
    renderForm([REQUIREMENT], {
      search: '?section=kunjungan',
      overrides: { visit },
      routes: {
        'PATCH /api/proposalverificatordetail': (request) => {
          bodies.push(request.body);
          return json(visit);
        },
      },
    });
    expect(
      await screen.findByRole('heading', { name: verificationMessages.visitRecord }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Jarak/)).toHaveValue('12');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Data Kunjungan' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      idProposal: 7,
      idProposalVerificator: 55,
      idProposalVerificatorDetail: 70,
      distance: 12,
      travelMode: 'Sepeda motor',
      routineProgram: false,
      visitedDate: '2026-11-28',
    });
  });
});
