import { ROLE_GUEST, ROLE_LEADER } from '@amal/contract/constants';
import type { StaffProgram } from '@amal/contract/program-admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProgramDetail, buildProgramSection, buildProgramSummary } from '../../../test/builders';
import { calledRoutes, json } from '../../../test/fetch-mock';
import { buildStaff, renderStaffApp } from './staff-test-app';

const SLOW = { timeout: 10_000 };

const staffProgram = (overrides: Partial<StaffProgram>, summary = {}): StaffProgram => ({
  ...buildProgramSummary(summary),
  schedules: [],
  subPrograms: 0,
  proposals: 0,
  statusCounts: [],
  roles: [],
  ...overrides,
});

const EDUCATION = staffProgram(
  {
    schedules: [
      {
        idProgramSchedule: 1,
        startDate: '2025-01-31T17:00:00.000Z',
        endDate: '2025-06-30T16:59:59.000Z',
        quota: 50,
      },
      {
        idProgramSchedule: 2,
        startDate: '2025-12-31T17:00:00.000Z',
        endDate: '2027-12-31T16:59:59.000Z',
        quota: 200,
      },
    ],
    subPrograms: 2,
    proposals: 1234,
    statusCounts: [
      { idProposalStatus: 1, name: 'Pengajuan baru', proposals: 1000 },
      { idProposalStatus: 4, name: 'Verifikasi berkas', proposals: 0 },
      { idProposalStatus: 5, name: 'Verifikasi lapangan', proposals: 234 },
    ],
    roles: [
      { idRole: ROLE_LEADER, name: 'Leader' },
      { idRole: ROLE_GUEST, name: 'Guest' },
    ],
  },
  {
    idProgram: 10,
    name: 'Bantuan Pendidikan',
    programSchedule: {
      idProgramSchedule: 2,
      startDate: '2025-12-31T17:00:00.000Z',
      endDate: '2027-12-31T16:59:59.000Z',
      quota: 200,
    },
  },
);
const FULL = staffProgram({}, { idProgram: 11, name: 'Bantuan Kesehatan', full: true });
const INACTIVE = staffProgram(
  {},
  { idProgram: 12, name: 'Qurban Lembaga', active: false, open: false, individual: false },
);

const CATALOGUE = () => json({ data: [EDUCATION, FULL, INACTIVE], total: 3, page: 1, rows: 3 });

describe('the staff programme catalogue, /admin/program', { timeout: 20_000 }, () => {
  it('lists each programme with its state, current period, proposals and the person’s roles', async () => {
    renderStaffApp('/admin/program', buildStaff([{ idProgram: 10, idRole: ROLE_LEADER }]), {
      'GET /api/programs/admin': CATALOGUE,
    });
    const education = (await screen.findByText('Bantuan Pendidikan', { selector: 'p' }, SLOW)).closest('tr')!;
    // The state is drawn twice, its column for wide screens and under the name for phones.
    expect(within(education).getAllByText('Dibuka')[0]).toBeInTheDocument();
    expect(within(education).getByText('1 Jan 2026 – 31 Des 2027')).toBeInTheDocument();
    expect(within(education).getByText('Kuota 200')).toBeInTheDocument();
    expect(within(education).getByText('Leader, Guest')).toBeInTheDocument();
    expect(within(education).getByText(/2 sub-program/)).toBeInTheDocument();
    expect(
      within(education).getByRole('link', { name: /1\.234 pengajuan Bantuan Pendidikan/ }),
    ).toHaveAttribute('href', '/admin/proposal?program=10');
    // Its proposals by status, in the flow's order, the empty ones left out, each a desk filter.
    const byStatus = within(education)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.includes('status='));
    expect(byStatus.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Pengajuan baru 1.000', '/admin/proposal?program=10&status=1'],
      ['Verifikasi lapangan 234', '/admin/proposal?program=10&status=5'],
    ]);
    expect(byStatus[1]).toHaveAccessibleName('Verifikasi lapangan 234 (Bantuan Pendidikan)');
    const health = screen.getByText('Bantuan Kesehatan', { selector: 'p' }).closest('tr')!;
    // The state is drawn twice, its column for wide screens and under the name for phones.
    expect(within(health).getAllByText('Kuota penuh')[0]).toBeInTheDocument();
    const qurban = screen.getByText('Qurban Lembaga', { selector: 'p' }).closest('tr')!;
    // The state is drawn twice, its column for wide screens and under the name for phones.
    expect(within(qurban).getAllByText('Nonaktif')[0]).toBeInTheDocument();
    expect(within(qurban).getByText('#12 · Lembaga')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menu staf' });
    expect(within(nav).getByRole('link', { name: 'Program' })).toHaveAttribute('href', '/admin/program');
  });

  it('finds a programme by a word of its name, the search kept in the address', async () => {
    const user = userEvent.setup();
    const { location } = renderStaffApp('/admin/program', buildStaff(), {
      'GET /api/programs/admin': CATALOGUE,
    });
    await user.type(await screen.findByRole('textbox', { name: 'Cari program' }, SLOW), 'keseh');
    expect(screen.queryByText('Bantuan Pendidikan', { selector: 'p' })).not.toBeInTheDocument();
    expect(screen.getByText('Bantuan Kesehatan', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('1 dari 3 program')).toBeInTheDocument();
    expect(location()).toBe('/admin/program?cari=keseh');
    await user.clear(screen.getByRole('textbox', { name: 'Cari program' }));
    await user.type(screen.getByRole('textbox', { name: 'Cari program' }), 'zakat');
    expect(screen.getByText('Tidak ada program yang cocok.')).toBeInTheDocument();
  });

  it('opens what a programme is made of: periods, steps, documents, statuses and who may set them', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderStaffApp('/admin/program', buildStaff(), {
      'GET /api/programs/admin': CATALOGUE,
      'GET /api/program/10': () =>
        json(
          buildProgramDetail(
            {
              programSections: [
                { ...buildProgramSection('reference', 1, 'Data Penerima Manfaat'), needVerification: true },
                buildProgramSection('family', 2, 'Data Keluarga'),
              ],
              programDocumentType: [
                {
                  idDocumentType: 1,
                  required: true,
                  documentType: {
                    idDocumentType: 1,
                    name: 'KTP',
                    multiple: false,
                    fromUser: true,
                    accepts: ['image'],
                  },
                },
              ],
            },
            { idProgram: 10, name: 'Bantuan Pendidikan' },
          ),
        ),
      'GET /api/programproposalstatus/program/10': () =>
        json({
          data: [
            { idProposalStatus: 1, order: 1, name: 'Pengajuan baru', roles: [] },
            {
              idProposalStatus: 5,
              order: 2,
              name: 'Verifikasi lapangan',
              roles: [{ idRole: 6, name: 'Lead Verifikator' }],
            },
          ],
          total: 2,
          page: 1,
          rows: 2,
        }),
    });
    const toggle = await screen.findByRole('button', { name: 'Rincian Bantuan Pendidikan' }, SLOW);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(calledRoutes(fetchMock)).not.toContain('GET /api/program/10');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('5 - Verifikasi lapangan')).toBeInTheDocument();
    expect(screen.getByText('Lead Verifikator')).toBeInTheDocument();
    expect(screen.getByText('Hanya Super Admin')).toBeInTheDocument();
    expect(screen.getByText('Data Penerima Manfaat')).toBeInTheDocument();
    expect(screen.getByText('1 Feb 2025 – 30 Jun 2025 · Kuota 50')).toBeInTheDocument();
    expect(screen.getByText(/KTP/)).toHaveTextContent('KTP · wajib');
    const counts = screen.getByRole('heading', { name: 'Pengajuan menurut status' }).parentElement!;
    expect(within(counts).getByRole('link', { name: /^Pengajuan baru 1\.000 \(/ })).toBeInTheDocument();
    expect(within(counts).getByText('1 status lain belum berisi pengajuan')).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.queryByText('5 - Verifikasi lapangan')).not.toBeInTheDocument();
  });
});
