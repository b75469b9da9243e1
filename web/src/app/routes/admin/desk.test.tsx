import { ROLE_GUEST, ROLE_LEAD_VERIFICATOR } from '@amal/contract/constants';
import type { ProgramProposalStatus } from '@amal/contract/programs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildProgramSummary } from '../../../test/builders';
import { calledRoutes, json, type MockRequest } from '../../../test/fetch-mock';
import { buildDeskRow, buildStaff, deskPage, matchEmptyMediaQuery, renderStaffApp } from './staff-test-app';

const PROGRAMS = () =>
  json({
    data: [
      buildProgramSummary({ idProgram: 10, name: 'Bantuan Pendidikan' }),
      buildProgramSummary({ idProgram: 11, name: 'Beasiswa', idProgramParent: 10 }),
      buildProgramSummary({ idProgram: 3, name: 'Bantuan Air Bersih' }),
    ],
    total: 3,
    page: 1,
    rows: 3,
  });

const status = (idProposalStatus: number, name: string, order: number, roles: number[] = []) =>
  ({
    idProposalStatus,
    name,
    order,
    roles: roles.map((idRole) => ({ idRole, name: `Peran ${idRole}` })),
  }) satisfies ProgramProposalStatus;

const STATUSES = () =>
  json({
    data: [
      status(1, 'Pengajuan baru', 1, [ROLE_LEAD_VERIFICATOR]),
      status(2, 'Diverifikasi', 2, [ROLE_LEAD_VERIFICATOR]),
      status(7, 'Ditolak', 3),
    ],
    total: 3,
    page: 1,
    rows: 3,
  });

const ROWS = [
  buildDeskRow(),
  buildDeskRow({
    idProposal: 124,
    documentComplete: false,
    verificationNumber: 'VER-9',
    reference: { fullName: 'Budi Santoso', nip: null },
    referrer: { fullName: 'Rahmat Hidayat', nip: 'ARN101-10003' },
    status: { idProposalStatus: 2, name: 'Diverifikasi' },
  }),
];

const routes = (extra: Parameters<typeof renderStaffApp>[2] = {}) => ({
  'GET /api/programs': PROGRAMS,
  'GET /api/programproposalstatus/program/10': STATUSES,
  'GET /api/provinces': () =>
    json({ data: [{ idProvince: 32, name: 'Jawa Barat' }], total: 1, page: 1, rows: 1 }),
  'GET /api/proposals/admin/1/25': () => deskPage(ROWS, 2),
  'GET /api/proposals/admin/2/25': () => deskPage(ROWS, 60, 2),
  ...extra,
});

/** The desk requests made, as "page?query". */
const deskCalls = (fetchMock: Parameters<typeof calledRoutes>[0]) =>
  calledRoutes(fetchMock)
    .filter((call) => call.startsWith('GET /api/proposals/admin/'))
    .map((call) => call.slice('GET /api/proposals/admin/'.length));

/** The table once its rows are in (its code is a lazy chunk, slow on a test's first import). */
async function findTable() {
  const table = await screen.findByRole('table', { name: 'Daftar pengajuan' }, { timeout: 10_000 });
  await within(table).findByRole('link', { name: '123' });
  return table;
}

describe('/admin/proposal, the proposals desk', () => {
  beforeEach(matchEmptyMediaQuery);

  it('shows each row: number, Jakarta date, programme, recipient and NIP, referrer, status, number, documents', async () => {
    renderStaffApp('/admin/proposal', buildStaff(), routes());
    const table = await findTable();
    expect(await within(table).findByRole('link', { name: '123' })).toHaveAttribute(
      'href',
      '/admin/proposal/123',
    );
    const [, first, second] = within(table).getAllByRole('row');
    // 18:00 UTC on 1 February is 2 February in Jakarta.
    expect(within(first!).getByText('2 Feb 2026')).toBeInTheDocument();
    expect(within(first!).getByText('Bantuan Pendidikan')).toBeInTheDocument();
    expect(within(first!).getByText('Siti Aminah')).toBeInTheDocument();
    expect(within(first!).getByText('ARN101-20001')).toBeInTheDocument();
    expect(within(first!).getByText('Ahmad Fauzi')).toBeInTheDocument();
    expect(within(first!).getByText('Pengajuan baru')).toBeInTheDocument();
    expect(within(first!).getByText('Lengkap')).toBeInTheDocument();
    expect(within(second!).getByText('VER-9')).toBeInTheDocument();
    expect(within(second!).getByText('Belum')).toBeInTheDocument();
    expect(screen.getByText('2 pengajuan')).toBeInTheDocument();
  });

  it('asks the server what a shared link says, and shows its filters', async () => {
    const { fetchMock } = renderStaffApp(
      '/admin/proposal?program=10&status=2&referenceName=siti&documents=incomplete&from=2026-01-01&to=2026-01-31&sort=name&order=asc&page=2',
      buildStaff(),
      routes(),
    );
    await findTable();
    expect(deskCalls(fetchMock)[0]).toBe(
      '2/25?Program.idProgram=10&ProposalStatusHistory.idProposalStatus=2&reference.name=siti&from=2026-01-01&to=2026-01-31&documentComplete=false&sort=name&order=asc',
    );
    expect(screen.getByRole('textbox', { name: 'Nama penerima' })).toHaveValue('siti');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Program' })).toHaveValue('Bantuan Pendidikan'),
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Diverifikasi'));
    expect(screen.getByRole('combobox', { name: 'Dokumen' })).toHaveValue('Belum lengkap');
    expect(await screen.findByText('26–27 dari 60')).toBeInTheDocument();
  });

  it('lists only main programmes, and shows the status filter once a programme is chosen', async () => {
    const { location } = renderStaffApp('/admin/proposal', buildStaff(), routes());
    await findTable();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Program' }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bantuan Pendidikan', 'Bantuan Air Bersih']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Bantuan Pendidikan' }));
    await waitFor(() => expect(location()).toBe('/admin/proposal?program=10'));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ditolak' }));
    await waitFor(() => expect(location()).toBe('/admin/proposal?program=10&status=7'));
  });

  it('asks once typing pauses, from the first page, and keeps the text in the URL', async () => {
    const { fetchMock, location } = renderStaffApp('/admin/proposal?page=2', buildStaff(), routes());
    await findTable();
    await userEvent.type(screen.getByRole('textbox', { name: 'NIP pengaju' }), 'ARN101');
    await waitFor(() => expect(location()).toBe('/admin/proposal?referrerNip=ARN101'));
    await waitFor(() =>
      expect(deskCalls(fetchMock)).toContain('1/25?referrer.nip=ARN101&sort=createdAt&order=desc'),
    );
    // Not one request per letter.
    expect(deskCalls(fetchMock).filter((call) => call.includes('referrer.nip'))).toHaveLength(1);
  });

  it('sorts by a column header, and turns the order round on a second press', async () => {
    const { location } = renderStaffApp('/admin/proposal', buildStaff(), routes());
    const table = await findTable();
    await userEvent.click(within(table).getByRole('button', { name: /^Penerima/ }));
    await waitFor(() => expect(location()).toBe('/admin/proposal?sort=name&order=asc'));
    expect(within(table).getByRole('button', { name: 'Penerima, diurutkan naik' })).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: /^Penerima/ }));
    await waitFor(() => expect(location()).toBe('/admin/proposal?sort=name&order=desc'));
    await userEvent.click(within(table).getByRole('button', { name: /^Tanggal/ }));
    await waitFor(() => expect(location()).toBe('/admin/proposal'));
  });

  it('pages with the total, keeping the filters', async () => {
    const { location } = renderStaffApp('/admin/proposal?program=10', buildStaff(), {
      ...routes(),
      'GET /api/proposals/admin/1/25': () => deskPage(ROWS, 60),
    });
    await findTable();
    expect(await screen.findByText('60 pengajuan')).toBeInTheDocument();
    expect(screen.getByText('1–2 dari 60')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Halaman 2' }));
    await waitFor(() => expect(location()).toBe('/admin/proposal?program=10&page=2'));
  });

  it('opens a proposal from its row', async () => {
    const { location } = renderStaffApp('/admin/proposal', buildStaff(), {
      ...routes(),
      'GET /api/proposal/admin/124': () =>
        json({ statusCode: 404, message: 'Data tidak ditemukan', errors: [] }, 404),
    });
    const table = await findTable();
    await userEvent.click(within(table).getByText('Budi Santoso'));
    await waitFor(() => expect(location()).toBe('/admin/proposal/124'));
  });

  it('moves picked rows of the filtered programme and says which moved and why the others did not', async () => {
    let posted: unknown;
    const { fetchMock } = renderStaffApp(
      '/admin/proposal?program=10',
      buildStaff([{ idProgram: 10, idRole: ROLE_LEAD_VERIFICATOR }]),
      routes({
        'POST /api/proposals/admin/status': (request: MockRequest) => {
          posted = request.body;
          return json({
            moved: [123],
            refused: [{ idProposal: 124, message: 'Pengajuan sudah berstatus ini' }],
          });
        },
      }),
    );
    const table = await findTable();
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Pilih pengajuan 123' }));
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Pilih pengajuan 124' }));
    expect(screen.getByText('2 pengajuan dipilih')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pindahkan status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pindahkan status 2 pengajuan' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pindahkan' }));
    expect(await within(dialog).findByText('Pilih status')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Status baru/ }));
    // Only what the role-status mapping gives the lead verifier; a status needing a number is set row by row.
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1 - Pengajuan baru (perlu nomor verifikasi)', '2 - Diverifikasi']);
    await userEvent.click(within(listbox).getByRole('option', { name: '2 - Diverifikasi' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Catatan/ }), 'Sudah dicek');
    const before = deskCalls(fetchMock).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pindahkan' }));
    expect(await screen.findByText('1 pengajuan dipindahkan')).toBeInTheDocument();
    expect(screen.getByText('1 pengajuan tidak dipindahkan')).toBeInTheDocument();
    expect(screen.getByText('No. 124: Pengajuan sudah berstatus ini')).toBeInTheDocument();
    expect(posted).toEqual({ idProposals: [123, 124], idProposalStatus: 2, note: 'Sudah dicek' });
    await waitFor(() => expect(deskCalls(fetchMock).length).toBeGreaterThan(before));
    expect(screen.queryByText('2 pengajuan dipilih')).not.toBeInTheDocument();
  });

  it('asks for a programme filter before moving many', async () => {
    renderStaffApp('/admin/proposal', buildStaff(), routes());
    const table = await findTable();
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Pilih pengajuan 123' }));
    expect(screen.getByRole('button', { name: 'Pindahkan status' })).toBeDisabled();
    expect(screen.getByText(/Pilih satu program pada filter/)).toBeInTheDocument();
  });

  it('lets a guest read but pick nothing', async () => {
    renderStaffApp('/admin/proposal', buildStaff([{ idProgram: 10, idRole: ROLE_GUEST }]), routes());
    const table = await findTable();
    expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('says so to a staff member holding no role', async () => {
    renderStaffApp('/admin/proposal', buildStaff([]), routes());
    expect(
      await screen.findByText('Anda belum memegang peran di program mana pun.', undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
  });
});
