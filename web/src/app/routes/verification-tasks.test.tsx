import { verificationMessages } from '@amal/contract/verification';
import type { VerificationTask } from '@amal/contract/verifiers';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../test/builders';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { ProposalsRoute } from './proposals';
import { VerificationTasksRoute } from './verification-tasks';

const task = (overrides: Partial<VerificationTask> = {}): VerificationTask => ({
  idProposal: 7,
  name: 'Fatimah Azzahra',
  program: { idProgram: 10, name: 'Santunan Dhuafa' },
  area: { province: 'Jawa Barat', regency: 'Kota Bandung', district: 'Bandung Wetan' },
  verificationDate: '2026-12-01T17:30:00Z',
  sectionsToVerify: 11,
  sectionsLeft: 4,
  ...overrides,
});
const list = (data: VerificationTask[]) => json({ data, total: data.length, page: 1, rows: data.length });

function renderTasks(data: VerificationTask[]) {
  mockFetch({
    'GET /api/user': () => json(buildCurrentUser()),
    'GET /api/proposals/verifications': () => list(data),
  });
  renderWithProviders(<VerificationTasksRoute />, { url: '/verifikasi', path: '/verifikasi' });
}

describe("/verifikasi, the field verifier's list (issue 35 item 2)", () => {
  it("shows each assignment in the server's order with name, programme, area, Jakarta visit date and what is left", async () => {
    renderTasks([
      task(),
      task({ idProposal: 8, name: 'Ali Akbar', verificationDate: null, sectionsLeft: 0 }),
    ]);
    const list = await screen.findByRole('list', { name: 'Proposal yang harus diverifikasi' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Fatimah Azzahra');
    expect(first).toHaveTextContent('Santunan Dhuafa');
    expect(first).toHaveTextContent('Bandung Wetan, Kota Bandung, Jawa Barat');
    // 17:30 UTC is past midnight in Jakarta.
    expect(first).toHaveTextContent('Kunjungan Rabu, 2 Desember 2026');
    expect(first).toHaveTextContent('4 dari 11 bagian belum diverifikasi');
    expect(second).toHaveTextContent('Ali Akbar');
    expect(second).toHaveTextContent('Tanggal kunjungan belum ditentukan');
    expect(second).toHaveTextContent('Semua bagian sudah diverifikasi');
    expect(within(first as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/verifikasi/7/form-verifikasi',
    );
  });

  it('says so when nothing is assigned', async () => {
    renderTasks([]);
    expect(await screen.findByText(verificationMessages.noTasks)).toBeInTheDocument();
  });
});

describe('"Pengajuan Berjalan" leads a verifier to their assignments', () => {
  const renderProposals = (data: VerificationTask[]) => {
    const empty = () => json({ data: [], total: 0, page: 1, rows: 10 });
    mockFetch({
      'GET /api/user': () => json(buildCurrentUser()),
      'GET /api/proposals/verifications': () => list(data),
      'GET /api/proposals/referer/1/10': empty,
      'GET /api/proposals/reference/1/10': empty,
    });
    renderWithProviders(<ProposalsRoute />, { url: '/proposal', path: '/proposal' });
  };

  it('links to /verifikasi with the number of assignments', async () => {
    renderProposals([task(), task({ idProposal: 8 })]);
    expect(
      await screen.findByRole('link', { name: '2 proposal menunggu verifikasi lapangan Anda' }),
    ).toHaveAttribute('href', '/verifikasi');
  });

  it('shows nothing of it to a member with no assignment', async () => {
    renderProposals([]);
    await screen.findByRole('region', { name: 'Pengajuan Saya' });
    expect(screen.queryByText(/menunggu verifikasi lapangan/)).toBeNull();
  });
});
