import type { Verifier } from '@amal/contract/verifiers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { VerifierList } from './verifier-list';

const PROGRAMS = [
  { value: '10', label: 'Bantuan Pendidikan' },
  { value: '11', label: 'Bantuan Kesehatan' },
];

const verifier = (overrides: Partial<Verifier> = {}): Verifier => ({
  idUser: 3,
  fullName: 'Budi Santoso',
  nip: 'ARN101-10003',
  whatsappNumber: '6281234500003',
  leadVerifier: false,
  volunteered: true,
  programs: [{ idProgram: 10, name: 'Bantuan Pendidikan' }],
  openAssignments: 0,
  ...overrides,
});
const page = (data: Verifier[]) => json({ data, total: data.length, page: 1, rows: 25 });

describe('VerifierList', () => {
  it('shows each verifier: name, NIP, WhatsApp to chat, why, programmes and open assignments', async () => {
    mockFetch({
      'GET /api/verificators/1/25': () =>
        page([
          verifier(),
          verifier({
            idUser: 4,
            fullName: 'Hasan Basri',
            nip: 'ARN101-10004',
            whatsappNumber: '6281234500004',
            leadVerifier: true,
            volunteered: false,
            programs: ['A', 'B', 'C', 'D'].map((name, i) => ({ idProgram: i + 1, name })),
          }),
        ]),
    });
    renderWithProviders(<VerifierList programs={PROGRAMS} />, { url: '/admin/verifikator-lapangan' });
    const table = await screen.findByRole('table');
    const [, budi, hasan] = within(table).getAllByRole('row');
    expect(
      within(budi!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Budi Santoso', 'ARN101-10003', '6281234500003', 'Relawan', 'Bantuan Pendidikan', '0']);
    expect(within(budi!).getByRole('link', { name: '6281234500003' })).toHaveAttribute(
      'href',
      'https://wa.me/6281234500003',
    );
    expect(within(hasan!).getByText('Lead Verifikator')).toBeInTheDocument();
    expect(within(hasan!).getByText('A, B dan 2 program lainnya')).toBeInTheDocument();
    expect(screen.getByText('2 verifikator')).toBeInTheDocument();
  });

  it('filters by programme and by NIP or name, in the URL', async () => {
    const fetchMock = mockFetch({ 'GET /api/verificators/1/25': () => page([verifier()]) });
    const { router } = renderWithProviders(<VerifierList programs={PROGRAMS} />, {
      url: '/admin/verifikator-lapangan',
    });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('combobox', { name: 'Program' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bantuan Kesehatan' }));
    await waitFor(() => expect(router.state.location.search).toBe('?program=11'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Cari verifikator' }), 'budi');
    await waitFor(() => expect(router.state.location.search).toBe('?program=11&cari=budi'));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/verificators/1/25?search=budi&idProgram=11',
        expect.anything(),
      ),
    );
  });

  it('says when nobody matches', async () => {
    mockFetch({ 'GET /api/verificators/1/25': () => page([]) });
    renderWithProviders(<VerifierList programs={PROGRAMS} />, { url: '/admin/verifikator-lapangan?cari=zz' });
    expect(await screen.findByText('Tidak ada verifikator yang cocok.')).toBeInTheDocument();
  });
});
