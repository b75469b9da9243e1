import { userMessages } from '@amal/contract/users';
import type { ProposalVerificator } from '@amal/contract/verifiers';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { calledRoutes, json, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ProposalVerifiers } from './proposal-verifiers';

const link = (overrides: Partial<ProposalVerificator> = {}): ProposalVerificator => ({
  idProposalVerificator: 7,
  idProposal: 123,
  idVerificator: 3,
  idVerificatorStatus: 1,
  verifier: { idUser: 30, fullName: 'Budi Santoso', nip: 'ARN101-10003', whatsappNumber: '6281234500003' },
  assignedBy: 'Hasan Basri',
  createdAt: '2026-11-20T03:00:00Z',
  verificationDate: null,
  ...overrides,
});
const list = (data: ProposalVerificator[]) => () =>
  json({ data, total: data.length, page: 1, rows: data.length });
const CANDIDATES = () =>
  json({
    data: [
      {
        idUser: 30,
        fullName: 'Budi Santoso',
        nip: 'ARN101-10003',
        whatsappNumber: '6281234500003',
        leadVerifier: false,
        volunteered: true,
        programs: [{ idProgram: 10, name: 'Bantuan Pendidikan' }],
        openAssignments: 0,
      },
    ],
    total: 1,
    page: 1,
    rows: 25,
  });

const renderPanel = (canAssign = true) =>
  renderWithProviders(<ProposalVerifiers idProposal={123} idProgram={10} canAssign={canAssign} />);

describe('ProposalVerifiers', () => {
  it('lists the active verifiers with who assigned them; removed ones are not shown', async () => {
    mockFetch({
      'GET /api/proposalverificator/proposal/123': list([
        link(),
        link({
          idProposalVerificator: 8,
          idVerificatorStatus: 2,
          verifier: { ...link().verifier, fullName: 'Lama' },
        }),
      ]),
    });
    renderPanel(false);
    expect(await screen.findByText('Budi Santoso')).toBeInTheDocument();
    expect(screen.getByText(/ditugaskan Hasan Basri, 20 Nov 2026/)).toBeInTheDocument();
    expect(screen.queryByText('Lama')).not.toBeInTheDocument();
    // Staff who may not assign see no buttons.
    expect(screen.queryByRole('button', { name: 'Tambah verifikator' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Lepas/ })).not.toBeInTheDocument();
  });

  it('registers a new person in the spec’s order, announcing each step, then says it is done', async () => {
    const user = userEvent.setup();
    const shown = vi.spyOn(notifications, 'show');
    const updated = vi.spyOn(notifications, 'update');
    let linked = false;
    const fetchMock = mockFetch({
      'GET /api/proposalverificator/proposal/123': () => list(linked ? [link()] : [])(),
      'GET /api/verificators/1/25': CANDIDATES,
      'POST /api/user': () => json({ idUser: 30 }, 201),
      'POST /api/verificator': () => json({ idVerificator: 3, idUser: 30 }),
      'POST /api/proposalverificator': () => {
        linked = true;
        return json(link());
      },
    });
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Tambah verifikator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah verifikator lapangan' });
    await user.click(within(dialog).getByText('Orang baru'));
    await user.click(within(dialog).getByRole('button', { name: 'Simpan dan tambahkan' }));
    expect(await within(dialog).findByText(userMessages.fullNameRequired)).toBeInTheDocument();
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/user');

    await user.type(within(dialog).getByRole('textbox', { name: /Nama lengkap/ }), 'Budi Santoso');
    await user.type(within(dialog).getByRole('textbox', { name: /Nomor WhatsApp/ }), '6281234500003');
    await user.click(within(dialog).getByRole('combobox', { name: /Jenis kelamin/ }));
    await user.click(await screen.findByRole('option', { name: 'Laki-laki' }));
    await user.click(within(dialog).getByRole('button', { name: 'Simpan dan tambahkan' }));

    await waitFor(() =>
      expect(updated).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Verifikator berhasil di tambahkan ke proposal123' }),
      ),
    );
    expect(shown.mock.calls.map(([n]) => n.message)).toEqual([
      'Sedang menyimpan data user',
      'Sedang menyimpan data Verificator',
      'Menguhubungkan verifikator dengan Proposal',
    ]);
    expect(calledRoutes(fetchMock).filter((r) => r.startsWith('POST'))).toEqual([
      'POST /api/user',
      'POST /api/verificator',
      'POST /api/proposalverificator',
    ]);
    expect(await screen.findByText('Budi Santoso')).toBeInTheDocument();
  });

  it('on failure takes the toast away and shows "Gagal menyimpan VL" with the server’s message', async () => {
    const user = userEvent.setup();
    const hidden = vi.spyOn(notifications, 'hide');
    mockFetch({
      'GET /api/proposalverificator/proposal/123': list([]),
      'GET /api/verificators/1/25': CANDIDATES,
      'POST /api/verificator': () => json({ idVerificator: 3, idUser: 30 }),
      'POST /api/proposalverificator': () =>
        json(
          { statusCode: 409, message: 'Verifikator ini sudah ditugaskan pada pengajuan ini', errors: [] },
          409,
        ),
    });
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Tambah verifikator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah verifikator lapangan' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Verifikator' }));
    await user.click(await screen.findByRole('option', { name: 'Budi Santoso (ARN101-10003)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Tambahkan' }));
    const failure = await screen.findByRole('dialog', { name: 'Gagal menyimpan VL' });
    expect(
      within(failure).getByText('Verifikator ini sudah ditugaskan pada pengajuan ini'),
    ).toBeInTheDocument();
    expect(hidden).toHaveBeenCalledWith('verifier-123');
  });

  it('removes a verifier', async () => {
    const user = userEvent.setup();
    let removed = false;
    const fetchMock = mockFetch({
      'GET /api/proposalverificator/proposal/123': () => list(removed ? [] : [link()])(),
      'PATCH /api/proposalverificator': () => {
        removed = true;
        return json(link({ idVerificatorStatus: 2 }));
      },
    });
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Lepas Budi Santoso' }));
    expect(await screen.findByText('Belum ada verifikator yang ditugaskan.')).toBeInTheDocument();
    expect(calledRoutes(fetchMock)).toContain('PATCH /api/proposalverificator');
  });
});
