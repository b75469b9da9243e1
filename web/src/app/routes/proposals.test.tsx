import type { ProposalListItem } from '@amal/contract/proposals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../test/builders';
import { calledRoutes, json, mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { ProposalsRoute } from './proposals';

const item = (overrides: Partial<ProposalListItem> = {}): ProposalListItem => ({
  idProposal: 10,
  createdAt: '2026-02-01T18:00:00Z',
  documentComplete: true,
  program: { idProgram: 3, name: 'Bantuan Air Bersih', individual: true },
  status: { idProposalStatus: 1, name: 'Pengajuan baru' },
  reference: { fullName: 'Siti Aminah' },
  referrer: { fullName: 'Ahmad Fauzi' },
  organization: null,
  ...overrides,
});

const page = (data: ProposalListItem[], total = data.length) => json({ data, total, page: 1, rows: 10 });
const empty = () => page([]);

function renderProposals(routes: Parameters<typeof mockFetch>[0], url = '/proposal') {
  const fetchMock = mockFetch({
    'GET /api/user': () => json(buildCurrentUser()),
    'GET /api/proposals/verifications': () => json({ data: [], total: 0, page: 1, rows: 0 }),
    ...routes,
  });
  return { fetchMock, ...renderWithProviders(<ProposalsRoute />, { url, path: '/proposal' }) };
}

describe('/proposal "Pengajuan Berjalan" (spec §2 home lists, 10 rows a page)', () => {
  it('shows each row with name, Jakarta date, programme, status and the document rule', async () => {
    renderProposals({
      'GET /api/proposals/referer/1/10': () =>
        page([
          item({ idProposal: 9, documentComplete: false }),
          item({
            idProposal: 10,
            organization: { name: 'Masjid Al-Ikhlas', type: 'Masjid (DKM)' },
            status: { idProposalStatus: 4, name: 'Disetujui' },
          }),
        ]),
      'GET /api/proposals/reference/1/10': empty,
    });
    const mine = await screen.findByRole('region', { name: 'Pengajuan Saya' });
    const [incomplete, complete] = await within(mine).findAllByRole('listitem');
    expect(incomplete).toHaveTextContent('Siti Aminah');
    expect(incomplete).toHaveTextContent('Bantuan Air Bersih');
    expect(incomplete).toHaveTextContent('Pengajuan baru');
    // 18:00 UTC is the next day in Jakarta.
    expect(incomplete).toHaveTextContent('Senin, 2 Februari 2026');
    expect(incomplete).toHaveTextContent('Silakan melengkapi data');
    expect(within(incomplete!).getByRole('link', { name: 'Lengkapi pengajuan' })).toHaveAttribute(
      'href',
      '/update-proposal/9',
    );
    expect(complete).toHaveTextContent('Masjid Al-Ikhlas');
    expect(complete).toHaveTextContent('Disetujui');
    expect(complete).not.toHaveTextContent('Silakan melengkapi data');
    expect(within(complete!).getByRole('link', { name: 'Lihat selengkapnya' })).toHaveAttribute(
      'href',
      '/proposal/10',
    );
    expect(screen.getByRole('region', { name: 'Bantuan untuk saya' })).toHaveTextContent(
      'Belum ada pengajuan',
    );
  });

  it('lets the recipient only see the detail, even with documents missing', async () => {
    renderProposals({
      'GET /api/proposals/referer/1/10': empty,
      'GET /api/proposals/reference/1/10': () => page([item({ idProposal: 5, documentComplete: false })]),
    });
    const forMe = await screen.findByRole('region', { name: 'Bantuan untuk saya' });
    expect(await within(forMe).findByRole('link', { name: 'Lihat selengkapnya' })).toHaveAttribute(
      'href',
      '/proposal/5?by=reference',
    );
    expect(forMe).not.toHaveTextContent('Silakan melengkapi data');
  });

  it('pages ten at a time and keeps the page in the URL', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => item({ idProposal: i + 1 }));
    const { fetchMock, router } = renderProposals({
      'GET /api/proposals/referer/1/10': () => page(rows, 25),
      'GET /api/proposals/referer/2/10': () =>
        page([item({ idProposal: 11, reference: { fullName: 'Budi' } })], 25),
      'GET /api/proposals/reference/1/10': empty,
    });
    const mine = await screen.findByRole('region', { name: 'Pengajuan Saya' });
    await waitFor(() => expect(within(mine).getAllByRole('listitem')).toHaveLength(10));
    // The pager's code loads with the first list of more than one page.
    expect(await within(mine).findByRole('button', { name: 'Halaman 3' })).toBeInTheDocument();
    await userEvent.setup().click(within(mine).getByRole('button', { name: 'Halaman 2' }));
    await waitFor(() => expect(within(mine).getByText('Budi')).toBeInTheDocument());
    expect(router.state.location.search).toBe('?saya=2');
    expect(calledRoutes(fetchMock)).toContain('GET /api/proposals/referer/2/10');
  });

  it('opens on the page the URL names', async () => {
    const { fetchMock } = renderProposals(
      {
        'GET /api/proposals/referer/1/10': empty,
        'GET /api/proposals/reference/2/10': () => page([item({ reference: { fullName: 'Budi' } })], 11),
      },
      '/proposal?untuk-saya=2',
    );
    expect(await screen.findByText('Budi')).toBeInTheDocument();
    expect(calledRoutes(fetchMock)).toContain('GET /api/proposals/reference/2/10');
  });

  it('sends a visitor to the login page', async () => {
    mockFetch({
      'GET /api/user': () => json({ statusCode: 401, message: 'Silakan masuk', errors: [] }, 401),
    });
    const { router } = renderWithProviders(<ProposalsRoute />, { url: '/proposal' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?prev=/proposal');
  });
});
