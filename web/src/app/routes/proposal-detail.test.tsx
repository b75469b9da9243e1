import type { ProgramDetail, ProgramSection } from '@amal/contract/programs';
import type { ProposalDetail } from '@amal/contract/proposals';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser, buildProgramSummary } from '../../test/builders';
import { calledRoutes, json, mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { ProposalDetailRoute } from './proposal-detail';

const NOT_FOUND = () => json({ statusCode: 404, message: 'Pengajuan tidak ditemukan', errors: [] }, 404);

const proposal = (overrides: Partial<ProposalDetail> = {}): ProposalDetail => ({
  idProposal: 9,
  createdAt: '2026-02-01T03:00:00Z',
  documentComplete: false,
  program: { idProgram: 3, name: 'Bantuan Air Bersih', individual: true, idProgramParent: null },
  status: { idProposalStatus: 2, name: 'Diverifikasi' },
  reference: { fullName: 'Siti Aminah' },
  referrer: { fullName: 'Ahmad Fauzi' },
  organization: null,
  verificationNumber: null,
  proposalStatusHistory: [
    { idProposalStatus: 1, name: 'Pengajuan baru', createdAt: '2026-02-01T03:00:00Z' },
    { idProposalStatus: 2, name: 'Diverifikasi', createdAt: '2026-02-03T17:30:00Z' },
  ],
  sections: {
    expenses: [{ idExpenseType: 1, nominal: 1500000, description: 'Listrik' }],
    'personal-data': { placeOfBirth: 'Bandung', dateOfBirth: '1990-05-12' },
    'sub-program': { idProgramChildren: [4] },
  },
  childProposals: [{ idProposal: 12, documentComplete: true, program: { idProgram: 4, name: 'Sumur Bor' } }],
  ...overrides,
});

const section = (route: string, order: number, name: string): ProgramSection => ({
  idProgramSection: order,
  idSection: order,
  route,
  order,
  needVerification: false,
  synthetic: false,
  section: { idSection: order, route, name },
  properties: [],
});

const program: ProgramDetail = {
  ...buildProgramSummary({ idProgram: 3, name: 'Bantuan Air Bersih' }),
  minimumAssesor: 1,
  zakatFunds: false,
  idBankAccount: null,
  reaplicationPeriod: 0,
  dayLimitUploadDocument: 7,
  childPrograms: [],
  programDocumentType: [],
  programSections: [section('personal-data', 1, 'Data Pribadi'), section('expenses', 2, 'Pengeluaran')],
};

function renderDetail(routes: Parameters<typeof mockFetch>[0], url = '/proposal/9') {
  const fetchMock = mockFetch({
    'GET /api/user': () => json(buildCurrentUser()),
    'GET /api/program/3': () => json(program),
    ...routes,
  });
  return {
    fetchMock,
    ...renderWithProviders(<ProposalDetailRoute />, { url, path: '/proposal/:idProposal' }),
  };
}

describe('/proposal/:idProposal (spec §2 proposal detail)', () => {
  it('shows the programme, dates, people, the missing documents and the children to the referrer', async () => {
    renderDetail({ 'GET /api/proposal/referer/9': () => json(proposal()) });
    expect(await screen.findByRole('heading', { name: 'Bantuan Air Bersih' })).toBeInTheDocument();
    expect(screen.getByText('Minggu, 1 Februari 2026')).toBeInTheDocument();
    expect(screen.getByText('Ahmad Fauzi')).toBeInTheDocument();
    expect(screen.getByText('Siti Aminah')).toBeInTheDocument();
    expect(screen.getByText('Silakan melengkapi data')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lengkapi pengajuan' })).toHaveAttribute(
      'href',
      '/update-proposal/9',
    );
    const children = screen.getByRole('region', { name: 'Sub program' });
    expect(within(children).getByText('Sumur Bor')).toBeInTheDocument();
    expect(within(children).getByRole('link', { name: 'Lihat selengkapnya' })).toHaveAttribute(
      'href',
      '/proposal/12',
    );
  });

  it('names the organisation of an institution proposal', async () => {
    renderDetail({
      'GET /api/proposal/referer/9': () =>
        json(proposal({ organization: { name: 'Masjid Al-Ikhlas', type: 'Masjid (DKM)' } })),
    });
    expect(await screen.findByText('Masjid Al-Ikhlas')).toBeInTheDocument();
    expect(screen.getByText('Masjid (DKM)')).toBeInTheDocument();
  });

  it('shows the submitted sections by their programme names with Rupiah and Indonesian dates', async () => {
    renderDetail({ 'GET /api/proposal/referer/9': () => json(proposal()) });
    const personal = await screen.findByRole('region', { name: 'Data Pribadi' });
    expect(personal).toHaveTextContent('Tempat lahirBandung');
    expect(personal).toHaveTextContent('Tanggal lahir12 Mei 1990');
    const expenses = screen.getByRole('region', { name: 'Pengeluaran' });
    expect(expenses).toHaveTextContent('NominalRp 1.500.000');
    expect(expenses).toHaveTextContent('KeteranganListrik');
    expect(expenses).not.toHaveTextContent('{');
    const data = screen.getByRole('region', { name: 'Data pengajuan' });
    // The programme's order, and no separate sub-programme step (the children show it).
    expect(
      within(data)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Data Pribadi', 'Pengeluaran']);
  });

  it('shows the status history oldest first with Jakarta date-times', async () => {
    renderDetail({ 'GET /api/proposal/referer/9': () => json(proposal()) });
    const history = await screen.findByRole('region', { name: 'Riwayat status' });
    const text = history.textContent ?? '';
    expect(text.indexOf('Pengajuan baru')).toBeLessThan(text.indexOf('Diverifikasi'));
    expect(history).toHaveTextContent('Minggu, 1 Februari 2026 pukul 10.00 WIB');
    // 17:30 UTC is 00:30 the next day in Jakarta.
    expect(history).toHaveTextContent('Rabu, 4 Februari 2026 pukul 00.30 WIB');
  });

  it('asks as reference when the caller did not submit it, without the link to complete documents', async () => {
    const { fetchMock } = renderDetail({
      'GET /api/proposal/referer/9': NOT_FOUND,
      'GET /api/proposal/reference/9': () => json(proposal()),
    });
    expect(await screen.findByRole('heading', { name: 'Bantuan Air Bersih' })).toBeInTheDocument();
    expect(screen.getByText('Silakan melengkapi data')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lengkapi pengajuan' })).not.toBeInTheDocument();
    expect(calledRoutes(fetchMock)).toEqual(
      expect.arrayContaining(['GET /api/proposal/referer/9', 'GET /api/proposal/reference/9']),
    );
  });

  it.each([
    ['is not theirs', '/proposal/9'],
    ['has no valid id', '/proposal/abc'],
  ])('answers "Data tidak ditemukan" with a way home when the proposal %s', async (_, url) => {
    renderDetail(
      { 'GET /api/proposal/referer/9': NOT_FOUND, 'GET /api/proposal/reference/9': NOT_FOUND },
      url,
    );
    expect(await screen.findByRole('heading', { name: 'Data tidak ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/');
  });

  it('does not ask as reference after another error', async () => {
    const { fetchMock } = renderDetail({
      'GET /api/proposal/referer/9': () =>
        json({ statusCode: 500, message: 'Terjadi kesalahan pada server', errors: [] }, 500),
    });
    expect(await screen.findByText('Terjadi kesalahan pada server')).toBeInTheDocument();
    await waitFor(() => expect(calledRoutes(fetchMock)).not.toContain('GET /api/proposal/reference/9'));
  });
});
